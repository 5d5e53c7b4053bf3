import type { KnowledgeSource } from '@sme/shared/schemas/assistant';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { productIdsOfCategories, productIdsOfMerchants } from '../../catalogue';
import { knowledgePassages } from '../assistant.tables';
import { hanParameter, termSource, termsSql } from './knowledge-terms';
import type { KnowledgeDocument } from './knowledge-types';
import { contentDocuments, contentKey } from './sources/content-source';
import { faqDocuments } from './sources/faq-source';
import { formDocuments } from './sources/form-source';
import { loanDocuments } from './sources/loan-source';
import { merchantDocuments, merchantKey } from './sources/merchant-source';
import { pageDocuments } from './sources/page-source';
import { planDocuments } from './sources/plan-source';
import { productDocuments, productKey } from './sources/product-source';

/**
 * The knowledge index's lifecycle. Built lazily (the first question builds it, so apps and tests that never ask pay
 * nothing), each source replaced in its own transaction (readers see a source's old passages or its new ones, never
 * half), and kept current by refreshKnowledge, which the back office calls after each content, product or merchant
 * write. Passages are written with their terms computed by the database (knowledge-terms.ts).
 */

/** Passages written per statement. */
const BATCH_SIZE = 200;

/**
 * Every source and how it is built, in build order (the ones questions most often need first). `shipsWithCode`: the
 * source is made from what a release ships (the forms' registry, the web's page texts, the seeded FAQ and plans), so
 * each process rebuilds it once (a deploy that changes a form or a page text is never answered from the old one).
 */
const SOURCES: ReadonlyArray<{
  source: KnowledgeSource;
  shipsWithCode: boolean;
  build: (db: Database) => Promise<KnowledgeDocument[]> | KnowledgeDocument[];
}> = [
  { source: 'FORM', shipsWithCode: true, build: () => formDocuments() },
  { source: 'FAQ', shipsWithCode: true, build: faqDocuments },
  { source: 'PLAN', shipsWithCode: true, build: planDocuments },
  { source: 'LOAN', shipsWithCode: true, build: () => loanDocuments() },
  { source: 'PAGE', shipsWithCode: true, build: () => pageDocuments() },
  { source: 'CONTENT', shipsWithCode: false, build: (db) => contentDocuments(db) },
  { source: 'MERCHANT', shipsWithCode: false, build: (db) => merchantDocuments(db) },
  { source: 'PRODUCT', shipsWithCode: false, build: (db) => productDocuments(db) },
];

async function insertDocuments(tx: Db, documents: KnowledgeDocument[]): Promise<void> {
  const kept = documents.filter((d) => d.title.trim() !== '' || d.body.trim() !== '');
  for (let i = 0; i < kept.length; i += BATCH_SIZE) {
    const rows = kept.slice(i, i + BATCH_SIZE).map((d) => {
      const all = termSource(`${d.title}\n${d.body}`);
      const title = termSource(d.title);
      return {
        source: d.source,
        source_key: d.sourceKey,
        locale: d.locale,
        topic: d.topic,
        title: d.title,
        body: d.body,
        url: d.url,
        latin: all.latin,
        han: hanParameter(all.han),
        title_latin: title.latin,
        title_han: hanParameter(title.han),
      };
    });
    await tx.execute(sql`
      insert into ${knowledgePassages} (source, source_key, locale, topic, title, body, url, terms, title_terms, term_count)
      select v.source, v.source_key, v.locale, v.topic, v.title, v.body, v.url, t.terms, tt.terms, cardinality(t.terms)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(source text, source_key text, locale text, topic text, title text,
        body text, url text, latin text, han text, title_latin text, title_han text)
      cross join lateral (select ${termsSql(sql`v.latin`, sql`v.han`)} as terms) t
      cross join lateral (select ${termsSql(sql`v.title_latin`, sql`v.title_han`)} as terms) tt`);
  }
}

/** Replace a source's passages (all of them, or only those of `recordKeys`: "<key>" and "<key>#<n>") in one transaction. */
async function replacePassages(db: Database, source: KnowledgeSource, documents: KnowledgeDocument[], recordKeys?: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Two servers refreshing one source take turns instead of colliding on the (source_key, locale) key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`knowledge:${source}`}, 0))`);
    const records = recordKeys
      ? or(inArray(knowledgePassages.sourceKey, recordKeys), inArray(sql`split_part(${knowledgePassages.sourceKey}, '#', 1)`, recordKeys))
      : undefined;
    await tx.delete(knowledgePassages).where(and(eq(knowledgePassages.source, source), records));
    await insertDocuments(tx, documents);
  });
}

/** Whether the index holds any passage (it is then kept current; before, nothing is maintained). */
async function isIndexBuilt(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(knowledgePassages)
    .limit(1);
  return row !== undefined;
}

/** Rebuild every source of the index (or only those shipped with the code); answers the number of passages written. */
export async function rebuildKnowledgeIndex(db: Database, only: 'all' | 'shipped-with-code' = 'all'): Promise<{ passages: number }> {
  let passages = 0;
  for (const { source, build } of SOURCES.filter((s) => only === 'all' || s.shipsWithCode)) {
    const documents = await build(db);
    await replacePassages(db, source, documents);
    passages += documents.length;
  }
  return { passages };
}

const building = new WeakMap<Database, Promise<void>>();
const built = new WeakSet<Database>();

/**
 * Build the index if it is empty, else rebuild the sources shipped with the code, once per process; concurrent callers
 * of one process share one build. The chat calls it before searching.
 */
export async function ensureKnowledgeIndex(db: Database): Promise<void> {
  if (built.has(db)) return;
  let pending = building.get(db);
  if (!pending) {
    pending = (async () => {
      await rebuildKnowledgeIndex(db, (await isIndexBuilt(db)) ? 'shipped-with-code' : 'all');
      built.add(db);
    })().finally(() => building.delete(db));
    building.set(db, pending);
  }
  await pending;
}

/** Which records changed (content, products, merchants, categories by id; the FAQ or the plans as a whole). */
export interface KnowledgeScope {
  contentIds?: string[];
  productIds?: string[];
  merchantIds?: string[];
  /** Renamed categories: their products' passages name them. */
  categoryIds?: string[];
  faq?: boolean;
  plans?: boolean;
}

/**
 * Re-index the records of `scope`: their passages are rewritten, or removed when the record is gone, unpublished or
 * hidden. A merchant's products follow it (they show its name and vanish with it), and so do a category's. Nothing happens while the index
 * was never built: the first question builds it from the current data anyway.
 */
export async function refreshKnowledge(db: Database, scope: KnowledgeScope): Promise<void> {
  if (!(await isIndexBuilt(db))) return;
  const { contentIds = [], merchantIds = [], faq = false, plans = false } = scope;
  if (contentIds.length > 0) await replacePassages(db, 'CONTENT', await contentDocuments(db, contentIds), contentIds.map(contentKey));
  if (merchantIds.length > 0) await replacePassages(db, 'MERCHANT', await merchantDocuments(db, merchantIds), merchantIds.map(merchantKey));
  const productIds = [
    ...new Set([
      ...(scope.productIds ?? []),
      ...(await productIdsOfMerchants(db, merchantIds)),
      ...(await productIdsOfCategories(db, scope.categoryIds ?? [])),
    ]),
  ];
  if (productIds.length > 0) await replacePassages(db, 'PRODUCT', await productDocuments(db, productIds), productIds.map(productKey));
  if (faq) await replacePassages(db, 'FAQ', await faqDocuments(db));
  if (plans) await replacePassages(db, 'PLAN', await planDocuments(db));
}
