import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client';
import { clientOf } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { categories, tags } from './catalogue.tables';

/** Helpers shared by the catalogue's tests (imported by *.test.ts only). */

/** An id no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const suffix = () => randomBytes(4).toString('hex');

/** Insert a category (under `parentId` when given) and answer its id. */
export async function insertCategory(db: Database, parentId: string | null = null, names: { nameEn?: string; nameZh?: string } = {}): Promise<string> {
  const s = suffix();
  const [row] = await db
    .insert(categories)
    .values({ slug: `cat-${s}`, nameEn: names.nameEn ?? `Category ${s}`, nameZh: names.nameZh ?? `類別 ${s}`, parentId })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

/** Insert a tag and answer its id. */
export async function insertTag(db: Database, names: { nameEn?: string; nameZh?: string } = {}): Promise<string> {
  const s = suffix();
  const [row] = await db
    .insert(tags)
    .values({ slug: `tag-${s}`, nameEn: names.nameEn ?? `Tag ${s}`, nameZh: names.nameZh ?? `標籤 ${s}` })
    .returning({ id: tags.id });
  if (!row) throw new Error('tag not inserted');
  return row.id;
}

/** What a signed GET answered: HTTP status, envelope code and message, data. */
export interface Answer<T> {
  status: number;
  code: number;
  message: string;
  data: T;
  res: LightMyRequestResponse;
}

/** A signed GET as the web sends it, in a locale, optionally signed in; each call from its own address (no rate limit interplay). */
export function getter(app: FastifyInstance) {
  let n = 0;
  return async <T>(
    url: string,
    query: Record<string, string | number | boolean | undefined> = {},
    options: { locale?: string; cookie?: string } = {},
  ): Promise<Answer<T>> => {
    n += 1;
    const res = await clientOf(
      app,
      `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      options.cookie,
    )({
      url,
      query,
      headers: options.locale ? { 'accept-language': options.locale } : {},
    });
    const body = envelopeOf<T>(res);
    return { status: res.statusCode, code: body.meta.code, message: body.meta.message, data: body.data, res };
  };
}
