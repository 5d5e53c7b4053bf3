import type { AdviserLanguage } from '@sme/shared/booking-rules';
import type { BookingStatus, LocalizedText, WeeklyHours } from '@sme/shared/schemas/booking';
import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL tstzrange, read back as its text form (only the database reads it: the exclusion constraint). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A client adviser (spec sections 1, 3): who members book video calls with. Weekly hours are in Hong Kong time
 * (booking-rules ADVISER_TIME_ZONE); slots are cut from them in steps of call length + buffer.
 */
export const advisers = pgTable(
  'advisers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The staff member (ADVISER role) who is this adviser: they see their own calendar in the back office. */
    memberId: uuid(),
    name: text().notNull(),
    headline: jsonb().$type<LocalizedText>().notNull(),
    /** Where booking notices go. */
    email: text().notNull(),
    languages: text().array().$type<AdviserLanguage[]>().notNull(),
    callMinutes: integer().notNull().default(30),
    bufferMinutes: integer().notNull().default(10),
    weeklyHours: jsonb().$type<WeeklyHours[]>().notNull(),
    active: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advisers_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} IS NOT NULL`),
    check('advisers_call_check', sql`${t.callMinutes} > 0 AND ${t.bufferMinutes} >= 0`),
  ],
);

/** A Hong Kong day on which an adviser takes no calls. */
export const adviserDaysOff = pgTable(
  'adviser_days_off',
  {
    adviserId: uuid()
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    reason: text(),
  },
  (t) => [primaryKey({ columns: [t.adviserId, t.day] })],
);

/**
 * A booked video call. `during` spans the call and the adviser's buffer after it; the exclusion constraint
 * bookings_no_overlap (migration 0017, btree_gist) lets PostgreSQL refuse two live bookings of one adviser that
 * overlap, so two members racing for the last slot get exactly one booking. A reschedule updates the row (the old
 * slot is freed in the same statement; the .ics UID stays, SEQUENCE increments).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** MT + Hong Kong date + 6 digits. */
    reference: text().notNull().unique(),
    memberId: uuid().notNull(),
    adviserId: uuid()
      .notNull()
      .references(() => advisers.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** endsAt plus the adviser's buffer at booking time: the adviser is not free again before this. */
    blocksUntil: timestamp({ withTimezone: true }).notNull(),
    during: tstzrange().generatedAlwaysAs(sql`tstzrange(starts_at, blocks_until, '[)')`),
    status: text().$type<BookingStatus>().notNull().default('CONFIRMED'),
    /** The member's IANA timezone, as chosen when booking or rescheduling. */
    timeZone: text().notNull(),
    topic: text(),
    /** The meeting room's unguessable name (the join URL is the configured template filled with it). */
    roomName: text().notNull(),
    /** The .ics SEQUENCE: 0 at booking, +1 on each reschedule or cancellation. */
    sequence: integer().notNull().default(0),
    adviserNotes: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /** MEMBER or STAFF. */
    cancelledBy: text(),
    outcomeAt: timestamp({ withTimezone: true }),
    outcomeBy: uuid(),
    /** The start time each reminder was sent for (a reschedule makes them due again; never sent twice for one time). */
    reminded24For: timestamp({ withTimezone: true }),
    reminded1For: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_member_idx').on(t.memberId, t.startsAt),
    index('bookings_adviser_idx').on(t.adviserId, t.startsAt),
    check('bookings_span_check', sql`${t.endsAt} > ${t.startsAt} AND ${t.blocksUntil} >= ${t.endsAt}`),
  ],
);
