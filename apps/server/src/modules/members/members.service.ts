import type { Locale, Role } from '@sme/shared/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { members } from './members.tables';
import { isUniqueViolation } from '../../db/errors';

/** A member row as stored. */
export type MemberRow = typeof members.$inferSelect;

/** What a new account starts with; at least one of email and mobile. */
export interface NewMember {
  email?: string;
  mobile?: string;
  mobileRegion?: string;
  passwordHash?: string;
  locale: Locale;
  /** Set when the person accepted the privacy policy and terms with this registration. */
  termsAccepted?: boolean;
}

/** Member numbers look like M20260001: the year, then a sequence that never repeats. */
async function nextMemberNo(db: Database): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`SELECT nextval('member_no_seq')::text AS n`);
  const n = (result as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? '0';
  return `M${new Date().getUTCFullYear()}${n.padStart(4, '0')}`;
}

/**
 * Create an account. The unique indexes on email and mobile decide races: of two concurrent registrations
 * with the same address exactly one inserts; the other gets null and answers "already registered".
 */
export async function createMember(db: Database, input: NewMember): Promise<MemberRow | null> {
  const [row] = await db
    .insert(members)
    .values({
      memberNo: await nextMemberNo(db),
      email: input.email?.toLowerCase(),
      mobile: input.mobile,
      mobileRegion: input.mobileRegion,
      passwordHash: input.passwordHash,
      locale: input.locale,
      termsAcceptedAt: input.termsAccepted ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findMemberById(db: Database, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

export async function findMemberByEmail(db: Database, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** `mobile` in E.164. */
export async function findMemberByMobile(db: Database, mobile: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.mobile, mobile)).limit(1);
  return row ?? null;
}

/** The columns a member may change on its own profile. */
export type MemberPatch = Partial<
  Pick<
    MemberRow,
    | 'engFirstName'
    | 'engLastName'
    | 'fullName'
    | 'nickName'
    | 'salutation'
    | 'birthday'
    | 'address'
    | 'locationCountry'
    | 'locationCity'
    | 'avatarFileId'
    | 'passwordHash'
  >
>;

/** Change a member's own row; null when the member no longer exists. */
export async function updateMember(db: Database, id: string, patch: MemberPatch): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row ?? null;
}

/**
 * Record the company email a member proved by code (lower-cased). Colleagues may verify the same address, so it is
 * not unique. Null when the member no longer exists.
 */
export async function setCompanyEmail(db: Db, id: string, email: string, verifiedAt: Date): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ companyEmail: email.toLowerCase(), companyEmailVerifiedAt: verifiedAt, updatedAt: verifiedAt })
    .where(eq(members.id, id))
    .returning();
  return row ?? null;
}

/** The new contact of a member: an email, or a mobile (E.164) with its region. */
export type MemberContact = { email: string } | { mobile: string; mobileRegion: string | null };

/**
 * Give a member a new email or mobile. The unique indexes decide when another account holds (or takes,
 * concurrently) the same address: the answer is then null and nothing changes.
 */
export async function setMemberContact(db: Database, id: string, contact: MemberContact): Promise<MemberRow | null> {
  const values = 'email' in contact ? { email: contact.email.toLowerCase() } : contact;
  try {
    const [row] = await db
      .update(members)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(members.id, id))
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Give a member more roles (back-office invitations, admin:create); roles already held stay once. Null when the member does not exist. */
export async function addMemberRoles(db: Db, id: string, roles: readonly Role[]): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ roles: sql`ARRAY(SELECT DISTINCT r FROM unnest(${members.roles} || ${sql.param([...roles])}::text[]) AS r ORDER BY r)`, updatedAt: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row ?? null;
}

/** Members by id (unknown ids are absent), for other modules that label their records with members. */
export async function membersByIds(db: Db, ids: readonly string[]): Promise<MemberRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : db.select().from(members).where(inArray(members.id, unique));
}
