import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../db/seed/catalogue';
import { products } from '../../catalogue/catalogue.tables';
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
