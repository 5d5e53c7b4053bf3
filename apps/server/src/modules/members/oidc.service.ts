import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { OidcChecks, OidcIdentity } from './oidc-client';
import { memberOidcIdentities, oidcLoginStates } from './oidc.tables';
import { createMember, findMemberByEmail } from './members.service';

/** How long a person has to complete the provider's sign-in. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;
/** Where a sign-in lands when it names no valid page. */
export const DEFAULT_OIDC_REDIRECT = '/home';

export type OidcMode = 'login' | 'bind';

/** A sign-in in flight, as saved at start and taken back at the callback. */
export interface OidcLoginState extends OidcChecks {
  provider: string;
  redirect: string;
  mode: OidcMode;
  /** The member a bind links to; null for a sign-in. */
  memberId: string | null;
}

// Browsers drop tabs and newlines from URLs, which could turn "/\t/evil.example" into "//evil.example".
const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `value` when it is a path on this site ("/profile?tab=1"), else undefined. A second "/" or a "\" (which
 * browsers read as "/") would make them leave the site (//evil.example, /\evil.example), so both are refused.
 */
export function siteRedirect(value: string | undefined): string | undefined {
  if (!value || value.length > 512 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined;
  return value;
}

/** Save a sign-in in flight (and forget the expired ones, so the table stays small). */
export async function saveLoginState(db: Database, state: OidcLoginState): Promise<void> {
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, sql`now()`));
  await db.insert(oidcLoginStates).values({ ...state, expiresAt: new Date(Date.now() + OIDC_STATE_TTL_MS) });
}

/** Take back a live sign-in by its state: single use (deleted as it is read), null when unknown or expired. */
export async function takeLoginState(db: Database, provider: string, state: string): Promise<OidcLoginState | null> {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.state, state), eq(oidcLoginStates.provider, provider), gt(oidcLoginStates.expiresAt, sql`now()`)))
    .returning();
  if (!row) return null;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    provider: row.provider,
    redirect: row.redirect,
    mode: row.mode as OidcMode,
    memberId: row.memberId,
  };
}

async function findLinkedMemberId(db: Database, provider: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: memberOidcIdentities.memberId })
    .from(memberOidcIdentities)
    .where(and(eq(memberOidcIdentities.provider, provider), eq(memberOidcIdentities.subject, subject)))
    .limit(1);
  return row?.memberId ?? null;
}

/** Link (provider, subject) to a member; the unique index decides a race, and the winner's member is answered. */
async function link(db: Database, provider: string, identity: OidcIdentity, memberId: string): Promise<string> {
  await db.insert(memberOidcIdentities).values({ memberId, provider, subject: identity.subject, email: identity.email }).onConflictDoNothing();
  return (await findLinkedMemberId(db, provider, identity.subject)) ?? memberId;
}

/**
 * The member a provider sign-in opens: the one already linked to (provider, subject); else the member
 * with the same verified email, now linked; else a new member with that email. An email the provider has
 * not verified could belong to someone else, so it never finds nor creates an account (1105).
 */
export async function memberForIdentity(db: Database, provider: string, identity: OidcIdentity, locale: Locale): Promise<string> {
  const linked = await findLinkedMemberId(db, provider, identity.subject);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
  // createMember answers null when the email was registered meanwhile: that account is the one to link.
  const member =
    (await findMemberByEmail(db, identity.email)) ??
    (await createMember(db, { email: identity.email, locale })) ??
    (await findMemberByEmail(db, identity.email));
  if (!member) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
  return link(db, provider, identity, member.id);
}

/** Link the provider account to a signed-in member; refused (409) when it already belongs to another member. */
export async function bindIdentity(db: Database, provider: string, identity: OidcIdentity, memberId: string): Promise<void> {
  if ((await link(db, provider, identity, memberId)) !== memberId) throw new AppError(Codes.CONFLICT);
}

/** The providers a member has linked (Profile.socialProviders). */
export async function listMemberOidcProviders(db: Database, memberId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ provider: memberOidcIdentities.provider })
    .from(memberOidcIdentities)
    .where(eq(memberOidcIdentities.memberId, memberId));
  return rows.map((r) => r.provider).sort();
}
