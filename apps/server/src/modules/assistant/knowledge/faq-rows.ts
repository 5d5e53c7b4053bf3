import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { assistantFaqs } from '../assistant.tables';

/** An assistant FAQ entry as stored (three languages). */
export type FaqRow = typeof assistantFaqs.$inferSelect;

/** Every FAQ entry in display order (the knowledge index's FAQ source). */
export function listFaqRows(db: Database): Promise<FaqRow[]> {
  return db.select().from(assistantFaqs).orderBy(asc(assistantFaqs.sort), asc(assistantFaqs.key));
}
