import type { FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A member's favourite products and merchants; the primary key makes adding twice a no-op. */
export const favourites = pgTable(
  'favourites',
  {
    memberId: uuid().notNull(),
    targetType: text().$type<FavouriteTarget>().notNull(),
    targetId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.targetType, t.targetId] }), index('favourites_member_created_idx').on(t.memberId, t.targetType, t.createdAt)],
);
