import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { maskEmail } from '@sme/shared/masking';
import type { SubscriptionCancelledView, SubscriptionConfirmedView, SubscriptionCreatedView } from '@sme/shared/schemas/subscriptions';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../integrations/mail/mailer';
import { confirmationMail } from './subscription-mail';
import { subscriptions } from './subscriptions.tables';
import { hashToken } from '../../secret-keys';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A pending address is mailed again at most once per minute, however often the form is sent. */
export const RESEND_INTERVAL_MS = 60_000;

const newToken = () => randomBytes(32).toString('base64url');

/** What the subscribe form sends, with the request's locale and member. */
export interface CreateSubscriptionInput {
  email: string;
  source: string;
  locale: Locale;
  memberId: string | undefined;
}

/**
 * Start (or restart) a double opt-in subscription and mail the confirmation link. The answer is the same
 * whether the address is new, pending or already confirmed, so the form cannot reveal who subscribed.
 */
export async function createSubscription(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  input: CreateSubscriptionInput,
  now = new Date(),
): Promise<SubscriptionCreatedView> {
  const email = input.email.trim().toLowerCase();
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const fresh = {
    status: 'PENDING',
    source: input.source,
    locale: input.locale,
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    lastMailedAt: now,
    unsubscribedAt: null,
  };
  // One statement decides whether to (re)send: never for a confirmed address, at most once a minute for a pending one.
  const resendBefore = new Date(now.getTime() - RESEND_INTERVAL_MS);
  const rows = await db
    .insert(subscriptions)
    .values({ email, memberId: input.memberId ?? null, ...fresh })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: fresh,
      setWhere: sql`${subscriptions.status} <> 'CONFIRMED' AND (${subscriptions.lastMailedAt} IS NULL OR ${subscriptions.lastMailedAt} < ${resendBefore.toISOString()}::timestamptz)`,
    })
    .returning({ id: subscriptions.id });
  if (rows.length === 1) {
    const base = publicUrl.replace(/\/+$/, '');
    await mailer.send(
      confirmationMail(input.locale, email, {
        confirm: `${base}/subscribe?confirm=${confirmToken}`,
        unsubscribe: `${base}/subscribe?unsubscribe=${unsubscribeToken}`,
      }),
    );
  }
  return { status: 'PENDING' };
}

const invalidToken = () => new AppError(Codes.NOT_FOUND, { messageKey: 'subscription.tokenInvalid' });

/** Confirm from the mailed link; repeating it answers the same. Unknown, expired or withdrawn → 404. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<SubscriptionConfirmedView> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.status === 'UNSUBSCRIBED' || !row.confirmExpiresAt || row.confirmExpiresAt < now) throw invalidToken();
  if (row.status !== 'CONFIRMED') {
    await db.update(subscriptions).set({ status: 'CONFIRMED', confirmedAt: now }).where(eq(subscriptions.id, row.id));
  }
  return { email: maskEmail(row.email), status: 'CONFIRMED' };
}

/** Unsubscribe from a mail's link; repeating it answers the same. Unknown token → 404. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<SubscriptionCancelledView> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.unsubscribeTokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw invalidToken();
  if (row.status !== 'UNSUBSCRIBED') {
    await db
      .update(subscriptions)
      .set({ status: 'UNSUBSCRIBED', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(subscriptions.id, row.id));
  }
  return { email: maskEmail(row.email), status: 'UNSUBSCRIBED' };
}
