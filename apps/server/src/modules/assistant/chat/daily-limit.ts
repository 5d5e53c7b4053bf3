import { hkToday } from '@sme/shared/hk-day';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { assistantUsage } from '../assistant.tables';

/** Whose questions are counted: a member's account, or a visitor's client address. */
export function usageSubject(memberId: string | null, address: string): string {
  return memberId ? `member:${memberId}` : `address:${address}`;
}

/**
 * Count one question of `subject` for today (Hong Kong day) if it is under `limit`: one conditional upsert, so
 * concurrent questions can never pass the limit together. Answers the questions left after this one, or null when the
 * limit was already reached (nothing counted).
 */
export async function countQuestion(db: Db, subject: string, limit: number, now: Date): Promise<number | null> {
  if (limit <= 0) return null;
  const [row] = await db
    .insert(assistantUsage)
    .values({ subject, day: hkToday(now), questions: 1 })
    .onConflictDoUpdate({
      target: [assistantUsage.subject, assistantUsage.day],
      set: { questions: sql`${assistantUsage.questions} + 1` },
      setWhere: sql`${assistantUsage.questions} < ${limit}`,
    })
    .returning({ questions: assistantUsage.questions });
  return row ? limit - row.questions : null;
}
