import { z } from 'zod';
import { MAX_RICH_TEXT_LENGTH } from './console-products';
import { hkDayField, hkToday } from '../hk-day';
import { text } from './fields';

/**
 * Merchant contracts (spec section 7 /api/v1/mc/contract/fmsc): the contract of mc.contract.fmsc and the
 * console.contract.* operations. The issue form in the console validates with consoleContractIssueInput, so the
 * limits (commission 0–100 %, settlement 0–90 days, effective from today in Hong Kong) are written once.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

/** The platform fee's currency: contracts are with Hong Kong merchants. */
export const CONTRACT_CURRENCY = 'HKD';
/** Highest commission in basis points (100 %). */
export const MAX_COMMISSION_BPS = 10_000;
/** Longest settlement delay in days. */
export const MAX_SETTLEMENT_DAYS = 90;

/** Basis points as a percentage number (250 → 2.5). */
export const bpsToPercent = (bps: number): number => bps / 100;

const title = text().trim().min(1, { error: 'validation.required' }).max(200);
const terms = text().trim().min(1, { error: 'validation.required' }).max(MAX_RICH_TEXT_LENGTH);
const whole = (max: number) => z.number().int({ error: 'validation.invalid' }).min(0).max(max);

/** console.contract.issue: a new version of a merchant's contract (terms HTML is sanitised by the server). */
export const consoleContractIssueInput = z.object({
  merchantId: uuid,
  titleEn: title,
  titleZh: title,
  termsEn: terms,
  termsZh: terms,
  commissionBps: whole(MAX_COMMISSION_BPS),
  settlementDays: whole(MAX_SETTLEMENT_DAYS),
  monthlyFeeMinor: z
    .number({ error: 'validation.priceInvalid' })
    .int({ error: 'validation.priceInvalid' })
    .min(0, { error: 'validation.priceInvalid' })
    .max(Number.MAX_SAFE_INTEGER),
  /** First Hong Kong day the version applies; today or later (a contract is not backdated). */
  effectiveFrom: hkDayField.refine((s) => s >= hkToday(), { error: 'validation.effectiveFromPast' }),
});
export type ConsoleContractIssueInput = z.output<typeof consoleContractIssueInput>;

/** mc.contract.fmsc and console.contract.list query: admins name the merchant; a merchant's staff always get their own. */
export const contractMerchantQuery = z.object({ merchantId: uuid.optional() });

/** console.contract.accept: the version the merchant's staff member accepts. */
export const consoleContractAcceptInput = z.object({ id: uuid });

/**
 * Where a version stands today: CURRENT (the newest issued version in effect), UPCOMING (issued, effective later),
 * SUPERSEDED (an older version, replaced by one in effect).
 */
export type ContractState = 'CURRENT' | 'UPCOMING' | 'SUPERSEDED';

/** Who accepted a version, when and from where. */
export interface ContractAcceptance {
  acceptedAt: string;
  acceptedBy: { id: string; name: string; email: string | null };
  ip: string | null;
}

/** One version of a merchant's contract. */
export interface ContractView {
  id: string;
  merchantId: string;
  merchantName: string;
  version: number;
  titleEn: string;
  titleZh: string;
  termsEn: string;
  termsZh: string;
  commissionBps: number;
  settlementDays: number;
  /** In minor units of CONTRACT_CURRENCY. */
  monthlyFeeMinor: number;
  currency: string;
  effectiveFrom: string;
  state: ContractState;
  issuedAt: string;
  acceptance: ContractAcceptance | null;
}

/** mc.contract.fmsc: the merchant's current contract with its acceptance record, and the newer version awaiting, if any. */
export interface ContractFmscView {
  contract: ContractView;
  /** A newer issued version not yet in effect (the staff can read and accept it ahead of its date). */
  pending: ContractView | null;
}

/** console.contract.list: every version of the merchant's contract, newest first. */
export interface ContractListView {
  merchantId: string;
  list: ContractView[];
}
