import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import { randomBytes } from 'node:crypto';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../db/seed/catalogue';
import { categories, products } from '../../catalogue/catalogue.tables';
import { clientOf } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console-staff';
import { createTestApp } from '../../../test/test-app';
import { knowledgePassages } from '../assistant.tables';
import { rebuildKnowledgeIndex } from './knowledge-index';
import { searchKnowledge } from './search-knowledge';
import { webTexts } from './sources/web-texts';

/** Retrieval over the index built from the demo data: English and both Chinese scripts, products, and no match. */

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  await seedCatalogue(app.db);
  await rebuildKnowledgeIndex(app.db);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const keys = (passages: Array<{ sourceKey: string }>) => passages.map((p) => p.sourceKey);

describe('searchKnowledge', () => {
  it('answers an English registration question with the documents passage built from the form registry, listing every required slot', async () => {
    const found = await searchKnowledge(app.db, { question: 'Which documents must a Hong Kong applicant upload to register a company?', locale: 'en_US' });
    const passage = found.find((p) => p.sourceKey === 'FORM:HK_COMPANY_HK_APPLICANT:documents');
    expect(keys(found)).toContain('FORM:HK_COMPANY_HK_APPLICANT:documents');
    expect(passage?.url).toBe('/regHKComp');
    const { t } = webTexts('en_US');
    for (const slot of APPLICATION_FORMS.HK_COMPANY_HK_APPLICANT.slots) {
      if (slot.required !== false) expect(passage?.body).toContain(t(`applicationForms:slots.${slot.slot}`));
    }
  });

  it('finds the same passages for a zh_TW question written in Traditional and in Simplified characters', async () => {
    const traditional = await searchKnowledge(app.db, { question: '註冊香港公司需要什麼文件？', locale: 'zh_TW' });
    const simplified = await searchKnowledge(app.db, { question: '注册香港公司需要什么文件？', locale: 'zh_TW' });
    expect(keys(traditional)).toEqual(keys(simplified));
    expect(keys(traditional)).toContain('FORM:HK_COMPANY_HK_APPLICANT:documents');
    expect(traditional[0]?.title).toMatch(/註冊|申請/);
  });

  it('finds a product by its name, linking to its product page', async () => {
    const [product] = await app.db.select({ id: products.id, nameEn: products.nameEn }).from(products).where(eq(products.status, 'ACTIVE')).limit(1);
    const found = await searchKnowledge(app.db, { question: `Who sells ${product?.nameEn}?`, locale: 'en_US' });
    expect(found[0]).toMatchObject({ source: 'PRODUCT', url: `/pd?id=${product?.id}`, title: product?.nameEn });
  });

  it('finds nothing for a question the platform knows nothing about, and treats the question as data', async () => {
    expect(await searchKnowledge(app.db, { question: 'xyzzy plugh frobnicate', locale: 'en_US' })).toEqual([]);
    expect(await searchKnowledge(app.db, { question: 'What is the weather on Mars today?', locale: 'en_US' })).toEqual([]);
    expect(await searchKnowledge(app.db, { question: "'); delete from knowledge_passages; --", locale: 'zh_CN' })).toEqual([]);
    const [row] = await app.db.select({ n: count() }).from(knowledgePassages);
    expect(row?.n).toBeGreaterThan(100);
  });
});

describe('index maintenance', () => {
  it('re-indexes a category’s products when the back office renames it', async () => {
    const admin = clientOf(app, '10.71.0.2', (await signedInStaff(app, { roles: ['ADMIN'] })).cookie);
    const [product] = await app.db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(isNotNull(products.categoryId)).limit(1);
    const [category] = await app.db
      .select()
      .from(categories)
      .where(eq(categories.id, product?.categoryId ?? ''));
    if (!product || !category) throw new Error('no categorised demo product');
    const name = `Zanzibarware${randomBytes(3).toString('hex')}`;
    const renamed = await admin({
      url: '/api/v1/console/category/update',
      json: { id: category.id, slug: category.slug, nameEn: name, nameZh: category.nameZh, sort: category.sort, parentId: category.parentId },
    });
    expect(renamed.statusCode).toBe(200);
    const found = await searchKnowledge(app.db, { question: `Who sells ${name}?`, locale: 'en_US' });
    expect(found.map((p) => p.url)).toContain(`/pd?id=${product.id}`);
  });

  it('rewrites what ships with the code on a rebuild of those sources, and leaves the catalogue’s passages alone', async () => {
    const stale = 'A text an older release wrote';
    await app.db
      .update(knowledgePassages)
      .set({ body: stale })
      .where(inArray(knowledgePassages.source, ['FORM', 'PRODUCT']));
    await rebuildKnowledgeIndex(app.db, 'shipped-with-code');
    const bodies = await app.db.select({ source: knowledgePassages.source, body: knowledgePassages.body }).from(knowledgePassages);
    expect(bodies.filter((p) => p.source === 'FORM' && p.body === stale)).toEqual([]);
    const productBodies = bodies.filter((p) => p.source === 'PRODUCT');
    expect(productBodies.length).toBeGreaterThan(0);
    expect(productBodies.every((p) => p.body === stale)).toBe(true);
  });
});
