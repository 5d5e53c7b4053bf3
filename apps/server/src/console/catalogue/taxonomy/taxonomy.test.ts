import { randomBytes } from 'node:crypto';
import type { ConsoleCategoryNode, ConsoleTagView } from '@sme/shared/schemas/console-catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { productTags, products } from '../../../modules/catalogue/catalogue.tables';
import { type Callers, auditedActions, catalogueCallers, dataOf, expectAdminOnly, fieldsOf } from '../catalogue.test-kit';
import { refreshSearchText } from '../../../modules/catalogue/search/search-text';

/** Back-office categories and tags: admins only, tree rules, delete guards, search text following tags, audit. */

let app: FastifyInstance;
let c: Callers;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  c = await catalogueCallers(app, 72);
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

const unique = () => randomBytes(4).toString('hex');
const categoryBody = (overrides: Record<string, unknown> = {}) => ({ slug: `cat-${unique()}`, nameEn: 'Tea ware', nameZh: '茶具', sort: 5, ...overrides });
const tagBody = (overrides: Record<string, unknown> = {}) => ({ slug: `tag-${unique()}`, nameEn: `Gift ${unique()}`, nameZh: '禮品', ...overrides });

const flatten = (nodes: ConsoleCategoryNode[]): ConsoleCategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const tree = async () => dataOf<{ list: ConsoleCategoryNode[] }>(await c.admin({ method: 'GET', url: '/api/v1/console/category/tree' })).list;
async function createCategory(overrides: Record<string, unknown> = {}): Promise<ConsoleCategoryNode> {
  const body = categoryBody(overrides);
  const list = dataOf<{ list: ConsoleCategoryNode[] }>(await c.admin({ url: '/api/v1/console/category/create', json: body })).list;
  const found = flatten(list).find((n) => n.slug === body.slug);
  if (!found) throw new Error('category not in the tree');
  return found;
}
const createTag = async (overrides: Record<string, unknown> = {}) =>
  dataOf<ConsoleTagView>(await c.admin({ url: '/api/v1/console/tag/create', json: tagBody(overrides) }));
const publicSearch = async (keyword: string, size: number) =>
  dataOf<{ list: Array<{ id: string }> }>(await c.visitor({ method: 'GET', url: '/api/v1/product/list', query: { keyword, size } })).list.map((p) => p.id);

describe('console taxonomy: access', () => {
  it('refuses a merchant’s staff, a member and an admin before TOTP on every endpoint (403), changing nothing', async () => {
    const category = await createCategory();
    const tag = await createTag();
    await expectAdminOnly(c, { method: 'GET', url: '/api/v1/console/category/tree' });
    await expectAdminOnly(c, { url: '/api/v1/console/category/create', json: categoryBody() });
    await expectAdminOnly(c, { url: '/api/v1/console/category/update', json: { ...categoryBody(), id: category.id } });
    await expectAdminOnly(c, { url: '/api/v1/console/category/delete', json: { id: category.id } });
    await expectAdminOnly(c, { method: 'GET', url: '/api/v1/console/tag/list' });
    await expectAdminOnly(c, { url: '/api/v1/console/tag/create', json: tagBody() });
    await expectAdminOnly(c, { url: '/api/v1/console/tag/update', json: { ...tagBody(), id: tag.id } });
    await expectAdminOnly(c, { url: '/api/v1/console/tag/delete', json: { id: tag.id } });
    expect(flatten(await tree()).find((n) => n.id === category.id)?.slug).toBe(category.slug);
    const tags = dataOf<{ list: ConsoleTagView[] }>(await c.admin({ method: 'GET', url: '/api/v1/console/tag/list' })).list;
    expect(tags.find((t) => t.id === tag.id)?.slug).toBe(tag.slug);
    expect((await auditedActions(app, category.id)).map((e) => e.action)).toEqual(['console.category.create']);
    expect((await auditedActions(app, tag.id)).map((e) => e.action)).toEqual(['console.tag.create']);
  });
});

describe('console categories', () => {
  it('builds the tree, shows a new category publicly, and audits create and update', async () => {
    const root = await createCategory({ nameEn: 'Kitchen' });
    const child = await createCategory({ parentId: root.id, nameEn: 'Teapots', icon: '🫖' });
    const node = (await tree()).find((n) => n.id === root.id);
    expect(node?.children.map((k) => [k.id, k.icon, k.parentId])).toEqual([[child.id, '🫖', root.id]]);
    const publicTree = dataOf<{ list: Array<{ id: string; children?: Array<{ id: string }> }> }>(
      await c.visitor({ method: 'GET', url: '/api/v1/category/tree' }),
    ).list;
    expect(publicTree.find((n) => n.id === root.id)?.children?.map((k) => k.id)).toEqual([child.id]);

    const moved = dataOf<{ list: ConsoleCategoryNode[] }>(
      await c.admin({
        url: '/api/v1/console/category/update',
        json: { ...categoryBody({ slug: child.slug, nameEn: 'Teapots', sort: 1 }), id: child.id, parentId: null },
      }),
    ).list;
    expect(moved.find((n) => n.id === child.id)?.parentId).toBeNull();
    const [entry] = await auditedActions(app, child.id);
    expect(entry).toMatchObject({ action: 'console.category.update', targetType: 'category', detail: { parentId: null, from: { parentId: root.id } } });
  });

  it('refuses bad input (400) and a parent inside the category’s own subtree (400), changing nothing', async () => {
    const root = await createCategory();
    const child = await createCategory({ parentId: root.id });
    const cases: Array<[Record<string, unknown>, string]> = [
      [categoryBody({ slug: 'Bad Slug' }), 'slug:slugInvalid'],
      [categoryBody({ icon: 'javascript:alert(1)' }), 'icon:iconInvalid'],
      [categoryBody({ parentId: '00000000-0000-4000-8000-000000000000' }), 'parentId:invalid'],
      [{ ...categoryBody({ slug: root.slug }), id: root.id, parentId: child.id }, 'parentId:categoryParentInvalid'],
      [{ ...categoryBody({ slug: root.slug }), id: root.id, parentId: root.id }, 'parentId:categoryParentInvalid'],
    ];
    const before = JSON.stringify(await tree());
    for (const [json, expected] of cases) {
      const res = await c.admin({ url: `/api/v1/console/category/${'id' in json ? 'update' : 'create'}`, json });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
    expect(JSON.stringify(await tree())).toBe(before);
    const taken = await c.admin({ url: '/api/v1/console/category/create', json: categoryBody({ slug: child.slug }) });
    expect([taken.statusCode, envelopeOf(taken).meta.message]).toEqual([409, 'This category address (slug) is already in use. Please choose another.']);
  });

  it('deletes only a category no subcategory and no product uses (409 otherwise), audited', async () => {
    const root = await createCategory();
    const child = await createCategory({ parentId: root.id });
    const productId = await insertProduct(app.db, merchantId, { categoryId: child.id, status: 'HIDDEN' });
    const withChild = await c.admin({ url: '/api/v1/console/category/delete', json: { id: root.id } });
    expect([withChild.statusCode, envelopeOf(withChild).meta.message]).toEqual([409, 'This category has subcategories. Move or delete them first.']);
    const withProduct = await c.admin({ url: '/api/v1/console/category/delete', json: { id: child.id } });
    expect([withProduct.statusCode, envelopeOf(withProduct).meta.message]).toEqual([
      409,
      'Products are filed under this category. Move them to another category first.',
    ]);
    expect(flatten(await tree()).find((n) => n.id === child.id)?.productCount).toBe(1);

    await app.db.delete(products).where(eq(products.id, productId));
    expect(dataOf(await c.admin({ url: '/api/v1/console/category/delete', json: { id: child.id } }))).toEqual({ id: child.id });
    expect(dataOf(await c.admin({ url: '/api/v1/console/category/delete', json: { id: root.id } }))).toEqual({ id: root.id });
    expect(flatten(await tree()).some((n) => n.id === root.id || n.id === child.id)).toBe(false);
    expect((await auditedActions(app, root.id)).map((e) => e.action)).toEqual(['console.category.delete', 'console.category.create']);
    expect((await c.admin({ url: '/api/v1/console/category/delete', json: { id: root.id } })).statusCode).toBe(404);
  });
});

describe('console tags', () => {
  it('renames a tag and the public search finds its products by the new name; audited', async () => {
    const tag = await createTag();
    const productId = await insertProduct(app.db, merchantId);
    await app.db.insert(productTags).values({ productId, tagId: tag.id });
    await refreshSearchText(app.db, { productIds: [productId] });
    const word = `Festive${unique()}`;
    const renamed = dataOf<ConsoleTagView>(
      await c.admin({ url: '/api/v1/console/tag/update', json: { id: tag.id, slug: tag.slug, nameEn: word, nameZh: '節日' } }),
    );
    expect([renamed.nameEn, renamed.productCount]).toEqual([word, 1]);
    expect(await publicSearch(word, 31)).toEqual([productId]);
    expect((await auditedActions(app, tag.id))[0]).toMatchObject({
      action: 'console.tag.update',
      targetType: 'tag',
      detail: { nameEn: word, from: { nameEn: tag.nameEn } },
    });
  });

  it('refuses a bad or taken slug (400, 409) and deletes a tag with its product links in one step, audited', async () => {
    const tag = await createTag();
    const bad = await c.admin({ url: '/api/v1/console/tag/create', json: tagBody({ slug: 'no spaces' }) });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['slug:slugInvalid']]);
    const taken = await c.admin({ url: '/api/v1/console/tag/create', json: tagBody({ slug: tag.slug }) });
    expect([taken.statusCode, envelopeOf(taken).meta.message]).toEqual([409, 'This tag address (slug) is already in use. Please choose another.']);

    const productId = await insertProduct(app.db, merchantId);
    await app.db.insert(productTags).values({ productId, tagId: tag.id });
    await refreshSearchText(app.db, { productIds: [productId] });
    const word = tag.nameEn.split(' ')[1] ?? '';
    expect(await publicSearch(word, 32)).toEqual([productId]);

    expect(dataOf(await c.admin({ url: '/api/v1/console/tag/delete', json: { id: tag.id } }))).toEqual({ id: tag.id });
    expect(await app.db.select().from(productTags).where(eq(productTags.productId, productId))).toEqual([]);
    expect(await publicSearch(word, 33)).toEqual([]);
    expect((await auditedActions(app, tag.id))[0]).toMatchObject({ action: 'console.tag.delete', detail: { productCount: 1 } });
  });
});
