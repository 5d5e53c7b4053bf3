import { Codes } from '@sme/shared/codes';
import { type AddressInput, type AddressView, MAX_ADDRESSES } from '@sme/shared/schemas/addresses';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, DatabaseTx as Tx, Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { geoCities } from '../system';
import { addresses } from './addresses.tables';

/**
 * A member's delivery addresses. Every query filters by the member, so another member's address answers 404.
 * Invariant: while a member has addresses, exactly one is the default — the first one becomes it, making another
 * default moves it, removing it passes it to the newest remaining one. Writes run in a transaction that first
 * takes a per-member advisory lock, so concurrent writes of one member cannot leave two defaults or none.
 */

type Row = typeof addresses.$inferSelect;

function toView(row: Row): AddressView {
  return {
    id: row.id,
    name: row.name,
    regionCode: row.regionCode,
    phone: row.phone,
    email: row.email,
    area: row.area,
    countryCode: row.countryCode,
    city: row.city,
    detail: row.detail,
    remarks: row.remarks ?? null,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The city as the platform's country/city data spells it (districts for Hong Kong); 400 on countryCode or city otherwise. */
export function canonicalCity(countryCode: string, city: string): string {
  const cities = geoCities(countryCode);
  if (!cities) throw fieldError('countryCode', 'validation.countryInvalid', countryCode);
  const wanted = city.trim().toLowerCase();
  const found = cities.list.find((c) => c.name.toLowerCase() === wanted);
  if (!found) throw fieldError('city', 'validation.cityUnknown', city);
  return found.name;
}

const ofMember = (memberId: string, id: string) => and(eq(addresses.memberId, memberId), eq(addresses.id, id));

/** Serialises one member's address writes (a transaction-scoped lock, released at commit; PGlite and PostgreSQL alike). */
async function lockMember(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${memberId}`}, 0))`);
}

/** Makes the member's newest address the default when none is (after a removal). */
async function ensureDefault(tx: Tx, memberId: string): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)));
  if (current) return;
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

/** address.list: the default first, then newest first. */
export async function listAddresses(db: Database, memberId: string): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toView);
}

/** Every checkout reads its address with this statement, prepared once (db/prepared.ts). */
const detailStatement = preparedPerDb((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, sql.placeholder('memberId')), eq(addresses.id, sql.placeholder('id'))))
    .prepare('address_detail'),
);

/** address.detail: the member's address, or 404 (also for another member's). Checkout reads it inside the order's transaction too. */
export async function addressDetail(db: Db, memberId: string, id: string): Promise<AddressView> {
  const [row] = await detailStatement(db).execute({ memberId, id });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toView(row);
}

/** address.add: at most MAX_ADDRESSES; the first address, or one marked default, becomes the default. */
export async function addAddress(db: Database, memberId: string, input: AddressInput): Promise<AddressView> {
  const city = canonicalCity(input.countryCode, input.city);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [counted] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId));
    const existing = counted?.n ?? 0;
    if (existing >= MAX_ADDRESSES) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'address.limitReached', vars: { max: MAX_ADDRESSES } });
    const isDefault = input.isDefault || existing === 0;
    if (isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)));
    const [row] = await tx
      .insert(addresses)
      .values({ ...fieldsOf(input), city, memberId, isDefault })
      .returning();
    if (!row) throw new Error('address not inserted');
    return toView(row);
  });
}

function fieldsOf(input: AddressInput) {
  const { name, regionCode, phone, email, area, countryCode, detail } = input;
  return { name, regionCode, phone, email, area, countryCode, detail, remarks: input.remarks?.trim() ? input.remarks : null };
}

/**
 * address.update: replaces the fields. isDefault true makes it the default; false never takes the flag away (the
 * form always sends the field, and a member keeps a default until another is chosen or it is removed).
 */
export async function updateAddress(db: Database, memberId: string, id: string, input: AddressInput): Promise<AddressView> {
  const city = canonicalCity(input.countryCode, input.city);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [found] = await tx.select({ id: addresses.id }).from(addresses).where(ofMember(memberId, id));
    if (!found) throw new AppError(Codes.NOT_FOUND);
    if (input.isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    const [row] = await tx
      .update(addresses)
      .set({ ...fieldsOf(input), city, ...(input.isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(ofMember(memberId, id))
      .returning();
    if (!row) throw new AppError(Codes.NOT_FOUND);
    return toView(row);
  });
}

/**
 * address.remove / address.bulkRemove: all of the ids must be the member's, else 404 and nothing is removed.
 * Removing the default passes it to the newest remaining address.
 */
export async function removeAddresses(db: Database, memberId: string, ids: readonly string[]): Promise<{ ids: string[] }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const removed = await tx
      .delete(addresses)
      .where(and(eq(addresses.memberId, memberId), inArray(addresses.id, unique)))
      .returning({ id: addresses.id });
    // Throwing rolls the delete back: a list naming someone else's address changes nothing.
    if (removed.length !== unique.length) throw new AppError(Codes.NOT_FOUND);
    await ensureDefault(tx, memberId);
    return { ids: removed.map((r) => r.id) };
  });
}
