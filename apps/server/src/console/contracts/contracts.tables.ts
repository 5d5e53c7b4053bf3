import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Merchant contracts (spec section 7, /api/v1/mc/contract/fmsc): the terms the platform offers a merchant, as
 * numbered versions an admin issues, and the merchant staff member's acceptance of one. A new version supersedes
 * the previous ones; the merchant's current contract is its newest ISSUED version whose effectiveFrom has come.
 */
export const merchantContracts = pgTable(
  'merchant_contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid().notNull(),
    /** 1, 2, 3 … per merchant. */
    version: integer().notNull(),
    titleEn: text().notNull(),
    titleZh: text().notNull(),
    /** Sanitised HTML. */
    termsEn: text().notNull(),
    termsZh: text().notNull(),
    /** Platform commission on goods in basis points (250 = 2.5 %). */
    commissionBps: integer().notNull(),
    /** Days after an order completes until its money is settled to the merchant. */
    settlementDays: integer().notNull(),
    /** Monthly platform fee in HKD minor units (0 = none). */
    monthlyFeeMinor: bigint({ mode: 'number' }).notNull().default(0),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    /** ISSUED | SUPERSEDED */
    status: text().notNull().default('ISSUED'),
    issuedBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The acceptance record: who of the merchant's staff accepted, when, from where. */
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid(),
    acceptedIp: text(),
  },
  (t) => [
    uniqueIndex('merchant_contracts_version_idx').on(t.merchantId, t.version),
    index('merchant_contracts_merchant_idx').on(t.merchantId, t.effectiveFrom),
  ],
);
