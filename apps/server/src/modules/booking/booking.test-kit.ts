import { randomBytes } from 'node:crypto';
import type { WeeklyHours } from '@sme/shared/schemas/booking';
import type { AdviserLanguage } from '@sme/shared/booking-rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signedInMember } from '../../test/accounts';
import { type SignedRequest, signedInject } from '../../test/signed-inject';
import { placePeriod } from '../membership/membership-timeline';
import { advisers } from './booking.tables';

/** Test helpers of the member booking routes: advisers of one's own, members ready to book, Hong Kong instants. */

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

/** An active adviser working 09:00–12:00 Hong Kong time every day of the week (30-minute calls, 10-minute buffer). */
export async function addAdviser(
  app: FastifyInstance,
  options: { languages?: AdviserLanguage[]; weeklyHours?: WeeklyHours[]; callMinutes?: number; bufferMinutes?: number } = {},
): Promise<string> {
  const [row] = await app.db
    .insert(advisers)
    .values({
      name: `Adviser ${randomBytes(3).toString('hex')}`,
      headline: { en_US: 'Company formation', zh_CN: '公司注册', zh_TW: '公司註冊' },
      email: `adviser-${randomBytes(4).toString('hex')}@example.com`,
      languages: options.languages ?? ['en'],
      callMinutes: options.callMinutes ?? 30,
      bufferMinutes: options.bufferMinutes ?? 10,
      weeklyHours: options.weeklyHours ?? EVERY_DAY.map((weekday) => ({ weekday, from: '09:00', to: '12:00' })),
    })
    .returning({ id: advisers.id });
  if (!row) throw new Error('adviser not added');
  return row.id;
}

/** A signed-in member whose company email counts as verified (as booking.companyEmailVerify leaves it). */
export async function verifiedMember(app: FastifyInstance, at: Date): Promise<{ cookie: string; memberId: string }> {
  const member = await signedInMember(app);
  await app.db.execute(
    sql`update members set company_email = ${`${member.memberId}@acme.example`}, company_email_verified_at = ${at.toISOString()} where id = ${member.memberId}`,
  );
  return member;
}

/** Gold for a month from `at`: priority meetings. */
export async function grantGold(app: FastifyInstance, memberId: string, at: Date): Promise<void> {
  await app.db.transaction((tx) => placePeriod(tx, memberId, { tier: 'GOLD', length: { months: 1 }, source: 'GRANT', reason: 'test', onHigher: 'PUSH' }, at));
}

/** The UTC ISO instant of a Hong Kong day and time. */
export function hk(day: string, time: string): string {
  return new Date(`${day}T${time}:00+08:00`).toISOString();
}

/** Requests signed in as a member. */
export function memberClient(app: FastifyInstance, cookie: string, locale = 'en-US') {
  return (req: SignedRequest) => signedInject(app, { ...req, headers: { cookie, 'accept-language': locale, ...req.headers } });
}
