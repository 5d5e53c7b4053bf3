import type { ContractAcceptance, ContractFmscView, ContractListView, ContractView } from '@sme/shared/schemas/contracts';
import { z } from 'zod';

/** Zod mirrors of the contract answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const acceptanceSchema: z.ZodType<ContractAcceptance> = z.object({
  acceptedAt: z.string(),
  acceptedBy: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  ip: z.string().nullable(),
});

/** ContractView: one version of a merchant's contract. */
export const contractSchema: z.ZodType<ContractView> = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  version: z.number(),
  titleEn: z.string(),
  titleZh: z.string(),
  termsEn: z.string(),
  termsZh: z.string(),
  commissionBps: z.number(),
  settlementDays: z.number(),
  monthlyFeeMinor: z.number(),
  currency: z.string(),
  effectiveFrom: z.string(),
  state: z.enum(['CURRENT', 'UPCOMING', 'SUPERSEDED']),
  issuedAt: z.string(),
  acceptance: acceptanceSchema.nullable(),
});

/** mc.contract.fmsc answer. */
export const contractFmscSchema: z.ZodType<ContractFmscView> = z.object({ contract: contractSchema, pending: contractSchema.nullable() });

/** console.contract.list answer. */
export const contractListSchema: z.ZodType<ContractListView> = z.object({ merchantId: z.string(), list: z.array(contractSchema) });
