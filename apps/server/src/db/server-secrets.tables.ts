import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Random secrets the servers generate once and share through the database, for what must be unforgeable even where
 * no secret is configured (development): made by the first server that needs one, read by every other.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
