import { type SQL, sql } from 'drizzle-orm';
import { promoCodeUses, promoCodes } from './promotions.tables';

/**
 * The uses of a promo code, as one SQL expression: its promo_code_uses rows, one per order that applied it (a
 * cancelled order, or one closed unpaid, deletes its row and so gives the use back). The one count behind checkout's
 * limits, the codes a merchant page offers, and the back office's promo list, detail and usage report.
 * `code` is a code's id, or the promo_codes table for a count per row of a select from it; `memberId` narrows it
 * to one member's uses.
 */
export function promoCodeUseCount(code: string | typeof promoCodes, memberId?: string): SQL<number> {
  // The row's id is written as "promo_codes".id on purpose: drizzle writes a column of a one-table select without its
  // table, and inside this subquery a bare "id" is promo_code_uses' own id (which once made the console list say 0).
  const codeId = typeof code === 'string' ? sql`${code}` : sql`${promoCodes}.id`;
  const ofMember = memberId ? sql` and u.member_id = ${memberId}` : sql``;
  return sql<number>`(select count(*) from ${promoCodeUses} u where u.promo_code_id = ${codeId}${ofMember})`.mapWith(Number);
}
