/** The public face of modules/membership: all that code outside this folder may import from it. */
export { membershipRoutes } from './membership.routes';
export { currentMembership, currentTier, hasBenefit, listPlans, planDiscountPercent, vipDiscountOf } from './membership.service';
export { membershipCurrentView, membershipHistory, toPeriodView } from './membership-views';
export { applyMembershipPayment, type PayableMembershipPurchase, payablePurchaseOf, purchasesByIds, toPaidMembershipView } from './membership-payments';
export { type PaidPurchaseRecord, type TierRevenue, membershipRevenue, streamPaidPurchases } from './membership-revenue';
export { RENEWAL_REMINDER_JOB, type RenewalReminderDeps, sendRenewalReminder } from './renewal-reminder';
