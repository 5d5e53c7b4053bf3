import { Codes } from '@sme/shared/codes';
import type { FavouriteCheck, FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { favourites } from './favourites.tables';

/** A product or merchant a member can favourite. */
export interface FavouriteRef {
  targetType: FavouriteTarget;
  targetId: string;
}

/** Whether a favourite's target is a visible product or merchant; the catalogue answers it (favourites does not read its tables). */
export type TargetExists = (db: Database, type: FavouriteTarget, id: string) => Promise<boolean>;

/** The answer of add and remove: the target and whether it is now a favourite. */
export interface FavouriteState extends FavouriteRef {
  isFavourite: boolean;
}

const ofMember = (memberId: string, target: FavouriteRef) =>
  and(eq(favourites.memberId, memberId), eq(favourites.targetType, target.targetType), eq(favourites.targetId, target.targetId));

/**
 * Favourite a visible product or merchant. Unknown or hidden targets answer 404; a second add answers
 * ALREADY_FAVOURITED (7400) and changes nothing. The primary key decides, so two concurrent adds make one
 * row and one 7400 without a read-then-write race.
 */
export async function addFavourite(db: Database, memberId: string, target: FavouriteRef, targetExists: TargetExists): Promise<FavouriteState> {
  if (!(await targetExists(db, target.targetType, target.targetId))) throw new AppError(Codes.NOT_FOUND);
  const inserted = await db
    .insert(favourites)
    .values({ memberId, targetType: target.targetType, targetId: target.targetId })
    .onConflictDoNothing()
    .returning({ targetId: favourites.targetId });
  if (inserted.length === 0) throw new AppError(Codes.ALREADY_FAVOURITED);
  return { ...target, isFavourite: true };
}

/** Un-favourite; removing one that is not a favourite (or no longer exists) is fine, so retries are harmless. */
export async function removeFavourite(db: Database, memberId: string, target: FavouriteRef): Promise<FavouriteState> {
  await db.delete(favourites).where(ofMember(memberId, target));
  return { ...target, isFavourite: false };
}

/** Which of `ids` the member has favourited (an empty set for a visitor or no ids, without a query). */
export async function favouriteIdsAmong(db: Database, memberId: string | null, targetType: FavouriteTarget, ids: readonly string[]): Promise<Set<string>> {
  if (!memberId || ids.length === 0) return new Set();
  const rows = await db
    .select({ targetId: favourites.targetId })
    .from(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.targetType, targetType), inArray(favourites.targetId, [...ids])));
  return new Set(rows.map((r) => r.targetId));
}

/** One answer per asked id, in the asked order; a visitor gets all false. */
export async function checkFavourites(db: Database, memberId: string | null, targetType: FavouriteTarget, ids: readonly string[]): Promise<FavouriteCheck[]> {
  const found = await favouriteIdsAmong(db, memberId, targetType, ids);
  return ids.map((targetId) => ({ targetType, targetId, isFavourite: found.has(targetId) }));
}

/** A page of the member's favourite ids of one type, newest first (ties by id, so pages never overlap), with the total. */
export async function listFavouriteIds(
  db: Database,
  memberId: string,
  targetType: FavouriteTarget,
  page: { page: number; size: number },
): Promise<{ ids: string[]; total: number }> {
  const where = and(eq(favourites.memberId, memberId), eq(favourites.targetType, targetType));
  const rows = await db
    .select({ targetId: favourites.targetId })
    .from(favourites)
    .where(where)
    .orderBy(desc(favourites.createdAt), desc(favourites.targetId))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [counted] = await db.select({ total: count() }).from(favourites).where(where);
  return { ids: rows.map((r) => r.targetId), total: counted?.total ?? 0 };
}
