import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { merchants } from '../catalogue.tables';

/** An ACTIVE merchant in both languages, as the assistant's knowledge index reads it. */
export interface KnowledgeMerchantRow {
  id: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  city: string | null;
  isVerified: boolean;
}

/** ACTIVE merchants; only those of `ids` when given (a hidden or deleted id is absent). */
export async function merchantsForKnowledge(db: Database, ids?: readonly string[]): Promise<KnowledgeMerchantRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: merchants.id,
      nameEn: merchants.nameEn,
      nameZh: merchants.nameZh,
      descriptionEn: merchants.descriptionEn,
      descriptionZh: merchants.descriptionZh,
      city: merchants.city,
      isVerified: merchants.isVerified,
    })
    .from(merchants)
    .where(and(eq(merchants.status, 'ACTIVE'), ids ? inArray(merchants.id, [...ids]) : undefined))
    .orderBy(asc(merchants.id));
}
