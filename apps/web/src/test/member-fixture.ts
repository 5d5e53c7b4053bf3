import type { MemberProfile } from '@/lib/session/user-store';

/** A member profile as the server answers it, with any fields replaced. */
export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 'M-7',
    memberNo: 'SME00000007',
    email: 'tai.man@example.hk',
    mobile: '+85291234567',
    mobileRegion: 'HK',
    companyEmail: null,
    avatarImg: null,
    engFirstName: 'Tai Man',
    engLastName: 'Chan',
    fullName: '陳大文',
    nickName: null,
    salutation: 'MR',
    birthday: '1988-03-14',
    address: '1 Queen’s Road Central, Hong Kong',
    locationCountry: null,
    locationCity: null,
    roles: ['MEMBER'],
    hasPassword: true,
    socialProviders: [],
    displayName: '陳大文',
    ...overrides,
  };
}
