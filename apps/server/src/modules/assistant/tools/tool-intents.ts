/**
 * Which of a member's own records a question asks about, by words in English and both Chinese scripts. A number in the
 * question only picks among the member's own records (the tools never look beyond them).
 */

const ORDER_NO = /\bSO\d{10,}\b/i;
const APPLICATION_REF = /\bAPP-[A-Z]{2,8}-\d{4}-\d{6,}\b/i;
const ORDER_WORDS = /订单|訂單|\border(s)?\b|\bparcel\b|\btracking\b/i;
const MEMBERSHIP_WORDS = /会员|會員|\bmembership\b|\bplan\b|\btier\b/i;
const APPLICATION_WORDS = /申请|申請|\bapplication(s)?\b/i;

/** What the member tools are asked for. */
export interface ToolIntents {
  /** The member's order: by number (upper-cased), or undefined for the latest ones; null = not asked. */
  order: string | undefined | null;
  membership: boolean;
  /** The member's application: by reference (upper-cased), or undefined for the latest; null = not asked. */
  application: string | undefined | null;
}

/** The member tools a question calls for. */
export function toolIntents(question: string): ToolIntents {
  const orderNo = ORDER_NO.exec(question)?.[0].toUpperCase();
  const reference = APPLICATION_REF.exec(question)?.[0].toUpperCase();
  return {
    order: orderNo ?? (ORDER_WORDS.test(question) ? undefined : null),
    membership: MEMBERSHIP_WORDS.test(question),
    application: reference ?? (APPLICATION_WORDS.test(question) ? undefined : null),
  };
}
