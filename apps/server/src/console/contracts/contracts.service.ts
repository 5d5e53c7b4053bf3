import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { displayName } from '@sme/shared/member-display';
import { CONTRACT_CURRENCY, type ContractFmscView, type ContractListView, type ContractState, type ContractView } from '@sme/shared/schemas/contracts';
import { and, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { Database, DatabaseTx, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { merchantNames } from '../../modules/catalogue';
import { membersByIds } from '../../modules/members';
import type { ConsoleActor } from '../../http/console-guard';
import { merchantContracts } from './contracts.tables';
import { hkToday } from '@sme/shared/hk-day';

/**
 * Reading merchant contracts. Where a version stands is derived from the dates on every read: the
 * current version is the newest one whose effectiveFrom (a Hong Kong day) has come; older ones are superseded,
 * newer ones upcoming. The stored status follows at the merchant's next contract write (supersedeOlderVersions),
 * so a version dated in the future replaces the old one on its day without any scheduled job.
 */

/** A stored contract version. */
export type ContractRow = typeof merchantContracts.$inferSelect;

const notFound = () => new AppError(Codes.NOT_FOUND, { messageKey: 'contract.notFound' });

/**
 * The merchant whose contracts the actor asks for: a merchant's staff always their own (naming another merchant
 * answers 404, like a merchant without a contract); an admin must name one.
 */
export function contractMerchantOf(actor: ConsoleActor, asked: string | undefined): string {
  if (actor.isAdmin) {
    if (!asked) throw fieldError('merchantId', 'validation.required');
    return asked;
  }
  if (!actor.merchantId || (asked && asked !== actor.merchantId)) throw notFound();
  return actor.merchantId;
}

/** The newest version in effect on `today`, or undefined. */
function currentOf(rows: readonly ContractRow[], today: string): ContractRow | undefined {
  return rows.filter((r) => r.effectiveFrom <= today).reduce<ContractRow | undefined>((best, r) => (!best || r.version > best.version ? r : best), undefined);
}

function stateOf(row: ContractRow, current: ContractRow | undefined): ContractState {
  if (current && row.id === current.id) return 'CURRENT';
  return current && row.version < current.version ? 'SUPERSEDED' : 'UPCOMING';
}

/** Views of rows of one merchant (all its versions are needed to place each one), newest first. */
async function viewsOf(db: Db, rows: readonly ContractRow[], locale: Locale, today: string): Promise<ContractView[]> {
  const current = currentOf(rows, today);
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchantId))], locale);
  const acceptors = new Map(
    (
      await membersByIds(
        db,
        rows.flatMap((r) => (r.acceptedBy ? [r.acceptedBy] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  return [...rows]
    .sort((a, b) => b.version - a.version)
    .map((r) => {
      const by = r.acceptedBy ? acceptors.get(r.acceptedBy) : undefined;
      return {
        id: r.id,
        merchantId: r.merchantId,
        merchantName: names.get(r.merchantId) ?? '',
        version: r.version,
        titleEn: r.titleEn,
        titleZh: r.titleZh,
        termsEn: r.termsEn,
        termsZh: r.termsZh,
        commissionBps: r.commissionBps,
        settlementDays: r.settlementDays,
        monthlyFeeMinor: r.monthlyFeeMinor,
        currency: CONTRACT_CURRENCY,
        effectiveFrom: r.effectiveFrom,
        state: stateOf(r, current),
        issuedAt: r.createdAt.toISOString(),
        acceptance:
          r.acceptedAt && r.acceptedBy
            ? {
                acceptedAt: r.acceptedAt.toISOString(),
                acceptedBy: { id: r.acceptedBy, name: by ? displayName(by) : '', email: by?.email ?? null },
                ip: r.acceptedIp,
              }
            : null,
      };
    });
}

async function versionsOf(db: Db, merchantId: string): Promise<ContractRow[]> {
  return db.select().from(merchantContracts).where(eq(merchantContracts.merchantId, merchantId)).orderBy(desc(merchantContracts.version));
}

/** mc.contract.fmsc: the merchant's current contract and acceptance record, and the newer version awaiting; 404 when none is in effect. */
export async function currentContract(
  db: Database,
  actor: ConsoleActor,
  asked: string | undefined,
  locale: Locale,
  today = hkToday(),
): Promise<ContractFmscView> {
  const views = await viewsOf(db, await versionsOf(db, contractMerchantOf(actor, asked)), locale, today);
  const contract = views.find((v) => v.state === 'CURRENT');
  if (!contract) throw notFound();
  // Newest first, so the first upcoming version is the newest one issued.
  return { contract, pending: views.find((v) => v.state === 'UPCOMING') ?? null };
}

/** console.contract.list: every version of the merchant's contract, newest first (empty when none was issued). */
export async function listContracts(
  db: Database,
  actor: ConsoleActor,
  asked: string | undefined,
  locale: Locale,
  today = hkToday(),
): Promise<ContractListView> {
  const merchantId = contractMerchantOf(actor, asked);
  return { merchantId, list: await viewsOf(db, await versionsOf(db, merchantId), locale, today) };
}

/** One version as the console shows it, read inside the transaction that changed it. */
export async function contractView(db: Db, id: string, locale: Locale, today = hkToday()): Promise<ContractView> {
  const [row] = await db.select().from(merchantContracts).where(eq(merchantContracts.id, id));
  if (!row) throw notFound();
  const view = (await viewsOf(db, await versionsOf(db, row.merchantId), locale, today)).find((v) => v.id === id);
  if (!view) throw notFound();
  return view;
}

/** Stores SUPERSEDED on the merchant's ISSUED versions older than the newest one in effect (the derived state, persisted). */
export async function supersedeOlderVersions(tx: DatabaseTx, merchantId: string, today: string): Promise<void> {
  const [effective] = await tx
    .select({ version: max(merchantContracts.version) })
    .from(merchantContracts)
    .where(and(eq(merchantContracts.merchantId, merchantId), lte(merchantContracts.effectiveFrom, today)));
  if (effective?.version === null || effective?.version === undefined) return;
  await tx
    .update(merchantContracts)
    .set({ status: 'SUPERSEDED' })
    .where(and(eq(merchantContracts.merchantId, merchantId), eq(merchantContracts.status, 'ISSUED'), sql`${merchantContracts.version} < ${effective.version}`));
}
