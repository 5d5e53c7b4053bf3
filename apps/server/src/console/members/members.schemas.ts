import { ROLES } from '@sme/shared/constants';
import { MEMBERSHIP_TIERS } from '@sme/shared/membership-plans';
import { type ConsoleMemberListView, type ConsoleMemberRow, type ConsoleMemberView, MEMBER_STATUSES } from '@sme/shared/schemas/console-members';
import { z } from 'zod';

/** Zod mirrors of the console.member.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const text = z.string().nullable();

const rowFields = {
  id: z.string(),
  memberNo: z.string(),
  displayName: z.string(),
  email: text,
  mobile: text,
  roles: z.array(z.enum(ROLES)),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
};

const rowSchema: z.ZodType<ConsoleMemberRow> = z.object(rowFields);

/** console.member.list answer. */
export const consoleMemberListSchema: z.ZodType<ConsoleMemberListView> = z.object({
  list: z.array(rowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** console.member.detail answer (and disable's and enable's). */
export const consoleMemberSchema: z.ZodType<ConsoleMemberView> = z.object({
  ...rowFields,
  mobileRegion: text,
  fullName: text,
  nickName: text,
  engFirstName: text,
  engLastName: text,
  salutation: text,
  birthday: text,
  locale: z.string(),
  disabledAt: text,
  disabledReason: text,
  lastSignInAt: text,
  ordersCount: z.number(),
  totalSpent: z.array(z.object({ currency: z.string(), amountMinor: z.number() })),
  membershipTier: z.enum(MEMBERSHIP_TIERS).nullable(),
  addressesCount: z.number(),
});
