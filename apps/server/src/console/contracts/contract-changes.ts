import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { type ConsoleContractIssueInput, type ContractView } from '@sme/shared/schemas/contracts';
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { recordAudit } from '../audit';
import { merchantNames, sanitizeRichText } from '../../modules/catalogue';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { contractView, supersedeOlderVersions } from './contracts.service';
import { merchantContracts } from './contracts.tables';
import { hkToday } from '@sme/shared/hk-day';

/**
 * Changing merchant contracts: an admin issues a new version, a merchant's staff member accepts one.
 * Each change and its audit entry are written in one transaction.
 */

/**
 * console.contract.issue: the merchant's next version. Version numbers are taken under a per-merchant advisory lock
 * (max + 1 inside the lock), so two admins issuing at once get 2 and 3, never a clash; the unique (merchant,
 * version) index stays the last line of defence. Older versions are stored SUPERSEDED once this one is in effect.
 */
export async function issueContract(db: Database, actor: ConsoleActor, input: ConsoleContractIssueInput, locale: Locale): Promise<ContractView> {
  if (!(await merchantNames(db, [input.merchantId], locale)).has(input.merchantId)) throw fieldError('merchantId', 'validation.invalid', input.merchantId);
  const termsEn = sanitizeRichText(input.termsEn);
  const termsZh = sanitizeRichText(input.termsZh);
  // Terms made only of what the sanitiser drops (a script) are no terms at all.
  if (!termsEn) throw fieldError('termsEn', 'validation.required');
  if (!termsZh) throw fieldError('termsZh', 'validation.required');
  const today = hkToday();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contract:${input.merchantId}`}, 0))`);
    const [last] = await tx
      .select({ version: max(merchantContracts.version) })
      .from(merchantContracts)
      .where(eq(merchantContracts.merchantId, input.merchantId));
    const version = (last?.version ?? 0) + 1;
    const [row] = await tx
      .insert(merchantContracts)
      .values({ ...input, termsEn, termsZh, version, status: 'ISSUED', issuedBy: actor.memberId })
      .returning({ id: merchantContracts.id });
    if (!row) throw new AppError(Codes.SERVER_ERROR);
    await supersedeOlderVersions(tx, input.merchantId, today);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.contract.issue',
      targetType: 'CONTRACT',
      targetId: row.id,
      merchantId: input.merchantId,
      detail: {
        version,
        effectiveFrom: input.effectiveFrom,
        commissionBps: input.commissionBps,
        settlementDays: input.settlementDays,
        monthlyFeeMinor: input.monthlyFeeMinor,
      },
    });
    return contractView(tx, row.id, locale, today);
  });
}

/**
 * console.contract.accept: a merchant's staff member accepts a version of their merchant's contract (current or
 * upcoming), once. Admins cannot accept on a merchant's behalf (403); another merchant's version answers 404; a
 * version accepted before, or one already superseded, 409.
 */
export async function acceptContract(db: Database, actor: ConsoleActor, id: string, locale: Locale): Promise<ContractView> {
  if (actor.isAdmin || !actor.merchantId) throw new AppError(Codes.FORBIDDEN_ROLE, { messageKey: 'contract.adminCannotAccept' });
  const merchantId = actor.merchantId;
  const today = hkToday();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(merchantContracts)
      .where(and(eq(merchantContracts.id, id), eq(merchantContracts.merchantId, merchantId)));
    if (!found) throw new AppError(Codes.NOT_FOUND, { messageKey: 'contract.notFound' });
    if ((await contractView(tx, id, locale, today)).state === 'SUPERSEDED') throw new AppError(Codes.CONFLICT, { messageKey: 'contract.superseded' });
    // Conditional on "not yet accepted": of two concurrent acceptances exactly one updates the row.
    const [row] = await tx
      .update(merchantContracts)
      .set({ acceptedAt: new Date(), acceptedBy: actor.memberId, acceptedIp: actor.ip })
      .where(and(eq(merchantContracts.id, id), isNull(merchantContracts.acceptedAt)))
      .returning({ id: merchantContracts.id });
    if (!row) throw new AppError(Codes.CONFLICT, { messageKey: 'contract.alreadyAccepted' });
    await supersedeOlderVersions(tx, merchantId, today);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.contract.accept',
      targetType: 'CONTRACT',
      targetId: id,
      merchantId,
      detail: { version: found.version },
    });
    return contractView(tx, id, locale, today);
  });
}
