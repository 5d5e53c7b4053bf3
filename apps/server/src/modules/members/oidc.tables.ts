import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.tables';

/**
 * A member's account at an OpenID Connect provider. The issuer's subject identifies the person for good;
 * the email is only remembered as it was when linked.
 */
export const memberOidcIdentities = pgTable(
  'member_oidc_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** OIDC_PROVIDER_ID at the time of linking. */
    provider: text().notNull(),
    /** The ID token's `sub`. */
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_oidc_identities_provider_subject_idx').on(t.provider, t.subject), index('member_oidc_identities_member_idx').on(t.memberId)],
);

/**
 * Sign-ins in flight, between the redirect to the provider and its callback: in the database, not in
 * memory, so the callback may reach another server. Keyed by the OAuth state; single use; short-lived.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    state: text().primaryKey(),
    provider: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    /** Site-relative path to return to. */
    redirect: text().notNull(),
    /** login | bind */
    mode: text().notNull(),
    /** The signed-in member a bind links the provider account to. */
    memberId: uuid().references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_login_states_expires_idx').on(t.expiresAt)],
);
