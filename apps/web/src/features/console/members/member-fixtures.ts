import type { ConsoleMemberRow, ConsoleMemberView } from '@sme/shared/schemas/console-members';

/** The id of the member the console tests look at. */
export const MEMBER_ID = '77777777-7777-4777-8777-777777777777';

/** One row of the members table (contact masked, as the server answers it). */
export function consoleMemberRow(overrides: Partial<ConsoleMemberRow> = {}): ConsoleMemberRow {
  return {
    id: MEMBER_ID,
    memberNo: 'M20260042',
    displayName: 'Chan Tai Man',
    email: 't***@example.hk',
    mobile: '+852 ****4567',
    roles: ['MEMBER'],
    status: 'ACTIVE',
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.member.detail answer (contact in full). */
export function consoleMemberView(overrides: Partial<ConsoleMemberView> = {}): ConsoleMemberView {
  return {
    ...consoleMemberRow(),
    email: 'tai.man@example.hk',
    mobile: '+85291234567',
    mobileRegion: 'HK',
    fullName: '陳大文',
    nickName: 'Chan Tai Man',
    engFirstName: 'Tai Man',
    engLastName: 'Chan',
    salutation: 'MR',
    birthday: null,
    locale: 'zh_TW',
    disabledAt: null,
    disabledReason: null,
    lastSignInAt: '2026-11-20T08:00:00.000Z',
    ordersCount: 3,
    totalSpent: [{ currency: 'HKD', amountMinor: 123_450 }],
    membershipTier: 'GOLD',
    addressesCount: 2,
    ...overrides,
  };
}
