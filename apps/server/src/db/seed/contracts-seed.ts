import { merchants } from '../../modules/catalogue/catalogue.tables';
import { merchantContracts } from '../../console/contracts/contracts.tables';
import type { Database } from '../client';
import { hkToday } from '@sme/shared/hk-day';

/** Who issued the seeded versions: no admin exists yet when the seed runs, so the nil id stands for "the platform". */
const SEED_ISSUER = '00000000-0000-0000-0000-000000000000';

/** The standard terms every demo merchant starts on (sanitiser-safe HTML). */
const STANDARD_TERMS = {
  titleEn: 'Merchant services agreement',
  titleZh: '商戶服務協議',
  termsEn:
    '<h2>1. Services</h2><p>The platform lists the merchant’s products, takes payment from buyers and passes orders to the merchant.</p>' +
    '<h2>2. Fees</h2><p>The platform charges the commission below on the goods of every completed order, and the monthly fee, if any.</p>' +
    '<h2>3. Settlement</h2><p>Money of a completed order, less commission and refunds, is paid to the merchant’s bank account after the settlement days below.</p>' +
    '<h2>4. Changes</h2><p>The platform announces a new version of these terms before it takes effect.</p>',
  termsZh:
    '<h2>1. 服務</h2><p>平台刊登商戶的產品，向買家收款，並把訂單交予商戶處理。</p>' +
    '<h2>2. 費用</h2><p>平台就每張已完成訂單的貨品收取下列佣金，以及月費（如有）。</p>' +
    '<h2>3. 結算</h2><p>已完成訂單的款項扣除佣金及退款後，於下列結算天數後轉入商戶的銀行帳戶。</p>' +
    '<h2>4. 修訂</h2><p>平台會在新版本條款生效前作出通知。</p>',
  commissionBps: 250,
  settlementDays: 7,
  monthlyFeeMinor: 0,
};

/** Version 1 of the standard contract, in effect from today, for every merchant that has no contract yet. Idempotent (unique merchant + version). */
export async function seedContracts(db: Database): Promise<{ contracts: number }> {
  const ids = await db.select({ id: merchants.id }).from(merchants);
  if (ids.length === 0) return { contracts: 0 };
  const effectiveFrom = hkToday();
  const rows = ids.map(({ id }) => ({ ...STANDARD_TERMS, merchantId: id, version: 1, effectiveFrom, status: 'ISSUED', issuedBy: SEED_ISSUER }));
  const inserted = await db.insert(merchantContracts).values(rows).onConflictDoNothing().returning({ id: merchantContracts.id });
  return { contracts: inserted.length };
}
