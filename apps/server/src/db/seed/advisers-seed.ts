import type { Weekday } from '@sme/shared/booking-rules';
import type { WeeklyHours } from '@sme/shared/schemas/booking';
import { count } from 'drizzle-orm';
import { advisers } from '../../modules/booking/booking.tables';
import type { Database } from '../client';

/**
 * Demo advisers members can book video calls with, one per language mix so the language filter has something to
 * do. Hours are Hong Kong time. Inserted only while there is no adviser, so running the seed again adds nothing
 * and advisers edited in the back office are left alone.
 */

/** The same spans on each of the weekdays (ISO: 1 Monday). */
const hoursOn = (weekdays: readonly Weekday[], ...spans: Array<[string, string]>): WeeklyHours[] =>
  weekdays.flatMap((weekday) => spans.map(([from, to]) => ({ weekday, from, to })));
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;

const ADVISERS: Array<typeof advisers.$inferInsert> = [
  {
    name: 'Grace Chan',
    email: 'grace.chan@smelink.hk',
    languages: ['yue', 'en'],
    headline: {
      en_US: 'Company set-up, bank accounts and first-year compliance for Hong Kong start-ups',
      zh_CN: '香港初创企业的公司注册、银行开户及首年合规',
      zh_TW: '香港初創企業的公司註冊、銀行開戶及首年合規',
    },
    callMinutes: 30,
    bufferMinutes: 10,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, ['09:30', '12:30'], ['14:00', '18:00']),
    sort: 1,
  },
  {
    name: 'Daniel Wong',
    email: 'daniel.wong@smelink.hk',
    languages: ['en'],
    headline: {
      en_US: 'Trade finance, SME loans and government funding schemes',
      zh_CN: '贸易融资、中小企业贷款及政府资助计划',
      zh_TW: '貿易融資、中小企業貸款及政府資助計劃',
    },
    callMinutes: 30,
    bufferMinutes: 15,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, ['09:30', '12:30'], ['14:00', '18:00']),
    sort: 2,
  },
  {
    name: 'Li Na',
    email: 'li.na@smelink.hk',
    languages: ['cmn', 'yue'],
    headline: {
      en_US: 'Cross-border business between Hong Kong and the Greater Bay Area',
      zh_CN: '香港与大湾区之间的跨境业务',
      zh_TW: '香港與大灣區之間的跨境業務',
    },
    callMinutes: 30,
    bufferMinutes: 10,
    // Later hours, for clients who can only call after their own working day.
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, ['11:00', '13:00'], ['15:00', '20:00']),
    sort: 3,
  },
];

/** The three demo advisers, while the advisers table is empty. */
export async function seedAdvisers(db: Database): Promise<{ advisers: number }> {
  const [existing] = await db.select({ n: count() }).from(advisers);
  if (Number(existing?.n ?? 0) > 0) return { advisers: 0 };
  const inserted = await db.insert(advisers).values(ADVISERS).returning({ id: advisers.id });
  return { advisers: inserted.length };
}
