import type { AddressArea } from '@sme/shared/schemas/addresses';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Members' delivery addresses (spec section 3). No foreign key to members: a module never touches another
 * module's tables; the service scopes every query by the session's member id.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().notNull(),
    name: text().notNull(),
    regionCode: text().notNull(),
    /** E.164. */
    phone: text().notNull(),
    email: text().notNull(),
    area: text().$type<AddressArea>().notNull(),
    countryCode: text().notNull(),
    city: text().notNull(),
    detail: text().notNull(),
    remarks: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.createdAt),
    // The database backs the service's "one default per member" rule: a second default cannot be committed.
    uniqueIndex('addresses_one_default_idx')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);
