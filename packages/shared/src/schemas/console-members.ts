import { z } from 'zod';
import type { Role } from '../constants';
import type { MembershipTier } from '../membership-plans';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office members: the contract of console.member.list, .detail, .disable and .enable (admins only).
 * Lists show email and mobile masked; the detail shows them in full, because staff need to call back.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

/** Whether a member may sign in (ACTIVE) or was disabled by staff. */
export const MEMBER_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Longest reason kept with a disabled account. */
export const DISABLE_REASON_MAX_LENGTH = 300;

/** console.member.list query: q (email, mobile, member number or name, part of it), status, one page. */
export const consoleMemberListQuery = z.object({
  q: text().trim().max(64).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsoleMemberListQuery = z.output<typeof consoleMemberListQuery>;
/** The members list's filters and page as the console sends them. */
export type ConsoleMemberListParams = ListQueryInput<typeof consoleMemberListQuery>;

/** console.member.detail params, console.member.enable body. */
export const consoleMemberIdInput = z.object({ id: uuid });

/** console.member.disable: the member and why (kept on the account and in the audit log). */
export const consoleMemberDisableInput = z.object({
  id: uuid,
  reason: text().trim().min(1, { error: 'validation.required' }).max(DISABLE_REASON_MAX_LENGTH),
});
export type ConsoleMemberDisableInput = z.output<typeof consoleMemberDisableInput>;

/** A member as the console lists it (contact masked). */
export interface ConsoleMemberRow {
  id: string;
  memberNo: string;
  displayName: string;
  email: string | null;
  mobile: string | null;
  roles: Role[];
  status: MemberStatus;
  createdAt: string;
}

/** A page of console members. */
export interface ConsoleMemberListView {
  list: ConsoleMemberRow[];
  total: number;
  page: number;
  size: number;
}

/** Money of one currency (a member may have bought in several). */
export interface CurrencyAmount {
  currency: string;
  amountMinor: number;
}

/** One member as the console shows it: the profile with contact in full, and what the member did on the platform. */
export interface ConsoleMemberView extends ConsoleMemberRow {
  mobileRegion: string | null;
  fullName: string | null;
  nickName: string | null;
  engFirstName: string | null;
  engLastName: string | null;
  salutation: string | null;
  birthday: string | null;
  locale: string;
  disabledAt: string | null;
  disabledReason: string | null;
  /** When the member last opened a session (any method); null = never. */
  lastSignInAt: string | null;
  ordersCount: number;
  /** Money paid on orders not refunded, per currency. */
  totalSpent: CurrencyAmount[];
  membershipTier: MembershipTier | null;
  addressesCount: number;
}
