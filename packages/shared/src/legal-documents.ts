/**
 * The sections of the privacy policy and the terms of service in reading order (their texts are in the web's
 * marketing catalogue under policy.sections.<key> and terms.sections.<key>). One list for the pages that show them and
 * for the assistant's knowledge index that quotes them, so a section added to a page is also one the assistant knows.
 */

/** Privacy policy sections (/policy), under Hong Kong's Personal Data (Privacy) Ordinance. */
export const POLICY_SECTIONS = [
  'who',
  'collect',
  'purposes',
  'marketing',
  'sharing',
  'retention',
  'security',
  'rights',
  'cookies',
  'children',
  'changes',
  'contact',
] as const;

/** Terms of service sections (/terms), governed by Hong Kong law. */
export const TERMS_SECTIONS = [
  'accounts',
  'role',
  'orders',
  'applications',
  'membership',
  'assistant',
  'use',
  'ip',
  'liability',
  'termination',
  'changes',
  'law',
  'contact',
] as const;

/** Date each text last changed; update it with the text. */
export const LEGAL_UPDATED = { policy: '2026-11-22', terms: '2026-11-22' } as const;
