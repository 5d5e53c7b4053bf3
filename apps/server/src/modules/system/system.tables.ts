import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Image captcha answers, hashed, single use, kept server-side by the client's 32-character key. */
export const captchas = pgTable(
  'captchas',
  {
    key: text().primaryKey(),
    answerHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Dictionary entries listed by type (nature of business, loan types, tenures, salutations…), labelled per locale. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().notNull(),
    code: text().notNull(),
    labelEnUs: text().notNull(),
    labelZhCn: text().notNull(),
    labelZhTw: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('dictionary_entries_type_code_idx').on(t.type, t.code)],
);

/** Uploaded files: metadata here, encrypted bytes in the storage integration under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    originalName: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    /** The uploading member once accounts exist; null for visitors. */
    ownerMemberId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a form or record first referenced the file (claimFile); a file unclaimed 24 hours after upload is deleted by a job. */
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerMemberId),
    index('files_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} IS NULL`),
  ],
);
