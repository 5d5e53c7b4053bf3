import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { nonceInsert, rememberNonce, type SignedNonce } from '../../http/nonce-store';
import type { SessionMember } from '../../http/session';
import { hashToken } from '../../secret-keys';
import { members, sessions } from './members.tables';

/** How long a session lives without use; each use within the last day of it extends it (sliding expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const REFRESH_WHEN_LEFT_MS = SESSION_TTL_MS - 24 * 60 * 60 * 1000;

export type SessionMethod = 'EMAIL_PASSWORD' | 'MOBILE_CODE' | 'OIDC' | 'REGISTER' | 'RESET';

/** 403 of a sign-in to an account staff disabled (auth.accountDisabled, in the request's language). */
export const accountDisabled = () => new AppError(Codes.FORBIDDEN, { messageKey: 'auth.accountDisabled' });

/**
 * Open a session: a 256-bit random token for the cookie; only its hash is stored. Every sign-in (password, mobile
 * code, OpenID Connect, registration) comes through here, so a disabled account is refused here once, after its
 * credentials were checked (the refusal then tells the owner nothing a stranger could learn).
 */
export async function createSession(
  db: Database,
  memberId: string,
  meta: { method: SessionMethod; userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const [member] = await db.select({ disabledAt: members.disabledAt }).from(members).where(eq(members.id, memberId)).limit(1);
  if (member?.disabledAt) throw accountDisabled();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), memberId, expiresAt, method: meta.method, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip });
  return { token, expiresAt };
}

/** The live-session rule: the token's session, not revoked, not expired, its member not disabled. */
const liveSession = () =>
  and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(members.disabledAt));

const sessionFields = {
  sessionId: sessions.id,
  memberId: members.id,
  roles: members.roles,
  expiresAt: sessions.expiresAt,
  secondFactorAt: sessions.secondFactorAt,
};

/** Every signed-in request runs one of these statements, so they are prepared once (db/prepared.ts). */
const sessionStatements = preparedPerDb((db) => {
  // A signed write's nonce is remembered in the same statement (a CTE), counted whether or not the session is live:
  // the right join keeps the count's one row when no session matches.
  const fresh = db.$with('fresh_nonce').as(nonceInsert(db));
  const counted = db.$with('fresh_count').as(db.select({ fresh: sql<number>`count(*)::int`.as('fresh') }).from(fresh));
  return {
    member: db
      .select(sessionFields)
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(liveSession())
      .limit(1)
      .prepare('session_member'),
    memberAndNonce: db
      .with(fresh, counted)
      .select({ ...sessionFields, fresh: counted.fresh })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .rightJoin(counted, liveSession())
      .limit(1)
      .prepare('session_member_nonce'),
  };
});

const plausibleToken = (token: string) => token.length >= 20 && token.length <= 128;

/** The member of a found session row, extending the session when it is used. */
async function liveMember(
  db: Database,
  row: { sessionId: string; memberId: string; roles: SessionMember['roles']; expiresAt: Date; secondFactorAt: Date | null },
): Promise<SessionMember> {
  if (row.expiresAt.getTime() - Date.now() < REFRESH_WHEN_LEFT_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS), lastSeenAt: new Date() })
      .where(eq(sessions.id, row.sessionId));
  }
  return { id: row.memberId, roles: row.roles, sessionId: row.sessionId, secondFactorAt: row.secondFactorAt };
}

/**
 * The member of a live (unexpired, unrevoked) session, or null. Extends the session when it is used. A disabled
 * member's sessions are revoked with the disable; the join refuses them too, so none outlives it even by a race.
 */
export async function findSessionMember(db: Database, token: string): Promise<SessionMember | null> {
  if (!plausibleToken(token)) return null;
  const [row] = await sessionStatements(db).member.execute({ tokenHash: hashToken(token) });
  return row ? liveMember(db, row) : null;
}

/**
 * findSessionMember for a signed write, which also remembers the request's nonce in the same statement (one round
 * trip for both; http/session.ts): nonceFresh false when the nonce was seen and has not expired (the caller answers
 * 409 and the session is not extended).
 */
export async function findSessionMemberRememberingNonce(
  db: Database,
  token: string,
  nonce: SignedNonce,
): Promise<{ member: SessionMember | null; nonceFresh: boolean }> {
  if (!plausibleToken(token)) return { member: null, nonceFresh: await rememberNonce(db, nonce.appId, nonce.nonce, nonce.expiresAt) };
  const [row] = await sessionStatements(db).memberAndNonce.execute({ tokenHash: hashToken(token), ...nonce });
  const nonceFresh = row?.fresh === 1;
  if (!nonceFresh || !row.sessionId || !row.memberId || !row.roles || !row.expiresAt) return { member: null, nonceFresh };
  return { member: await liveMember(db, { ...row, sessionId: row.sessionId, memberId: row.memberId, roles: row.roles, expiresAt: row.expiresAt }), nonceFresh };
}

/** Revoke one session (logout). */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revoke every session of a member (password reset, disabled by staff), optionally keeping one. */
export async function revokeMemberSessions(db: Database, memberId: string, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(sql`${sessions.id} <> ${exceptSessionId}`);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** Restart a live session's 30 days now (quick login re-sends the cookies with the new expiry). */
export async function renewSession(db: Database, sessionId: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
  return expiresAt;
}

/** Record that this session passed the staff second factor (the back office then accepts it). */
export async function markSecondFactor(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}
