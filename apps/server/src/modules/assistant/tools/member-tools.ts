import type { Locale } from '@sme/shared/constants';
import { lastDayOf } from '@sme/shared/membership-billing';
import type { MembershipTier } from '@sme/shared/membership-plans';
import type { Database } from '../../../db/client';
import { findMemberById } from '../../members';
import { currentMembership, hasBenefit } from '../../membership';
import type { AskerProfile } from '../answer/answer-types';
import type { AccountPassage } from './account-passage';
import { applicationTool, ownApplications } from './application-tool';
import { membershipPassage } from './membership-tool';
import { orderTool } from './order-tool';
import { toolIntents } from './tool-intents';

/** Who asks: the session's member (tool inputs are scoped by it, never by ids in the question). */
export interface MemberToolContext {
  db: Database;
  memberId: string;
  locale: Locale;
  now: Date;
  pickupKey: Buffer;
}

/** What the member tools found for a question: their passages, and the profile a Platinum member's answer may use. */
export interface MemberToolResult {
  passages: AccountPassage[];
  profile: AskerProfile | null;
}

/** The proposed name of the member's latest company-registration application that has one. */
async function companyName(db: Database, memberId: string): Promise<string | null> {
  for await (const app of ownApplications(db, memberId)) if (app.title) return app.title;
  return null;
}

async function askerProfile(ctx: MemberToolContext, membership: { tier: MembershipTier; validUntil: Date }): Promise<AskerProfile> {
  const [member, company] = await Promise.all([findMemberById(ctx.db, ctx.memberId), companyName(ctx.db, ctx.memberId)]);
  const english = [member?.engFirstName, member?.engLastName].filter((s) => s && s.trim()).join(' ');
  return {
    name: member?.fullName?.trim() || english || member?.nickName?.trim() || null,
    companyName: company,
    tier: membership.tier,
    validUntil: lastDayOf(membership.validUntil),
  };
}

/** Run the tools the question calls for against the member's own records. */
export async function runMemberTools(ctx: MemberToolContext, question: string): Promise<MemberToolResult> {
  const intents = toolIntents(question);
  const membership = await currentMembership(ctx.db, ctx.memberId, ctx.now);
  // Answers are personalised for the tiers with the personalised chatbot (spec section 9: Platinum).
  const isPersonalised = membership !== null && (await hasBenefit(ctx.db, ctx.memberId, 'personalisedAiChatbot', ctx.now));
  const [order, application, profile] = await Promise.all([
    intents.order === null ? null : orderTool(ctx, intents.order),
    intents.application === null ? null : applicationTool(ctx.db, ctx.memberId, intents.application, ctx.locale),
    membership && isPersonalised ? askerProfile(ctx, membership) : null,
  ]);
  const passages = [order, intents.membership ? membershipPassage(membership, ctx.locale) : null, application].filter((p): p is AccountPassage => p !== null);
  return { passages, profile };
}
