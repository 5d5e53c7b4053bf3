import { Codes } from '@sme/shared/codes';
import { ROLES } from '@sme/shared/constants';
import { displayName } from '@sme/shared/member-display';
import { type LoginResultView, type MemberProfileView, type ProfileUpdate, SALUTATIONS } from '@sme/shared/schemas/members';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type MemberPatch, type MemberRow, findMemberById, updateMember } from './members.service';
import { avatarPath } from './avatar';
import { listMemberOidcProviders } from './oidc.service';

/** MemberProfileView: the profile as every member route answers it (accounts contract, "Profile"). */
export const profileSchema: z.ZodType<MemberProfileView> = z.object({
  id: z.uuid(),
  memberNo: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable().describe('E.164'),
  mobileRegion: z.string().nullable(),
  avatarImg: z.string().nullable().describe('path an <img> can load'),
  engFirstName: z.string().nullable(),
  engLastName: z.string().nullable(),
  fullName: z.string().nullable(),
  nickName: z.string().nullable(),
  salutation: z.enum(SALUTATIONS).nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  address: z.string().nullable(),
  locationCountry: z.string().nullable(),
  locationCity: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  hasPassword: z.boolean(),
  socialProviders: z.array(z.string()),
  displayName: z.string(),
  companyEmail: z.string().nullable().describe('verified for adviser calls'),
});
/** The profile a member route answers. */
export type Profile = MemberProfileView;

/** LoginResultView: what a sign-in answers. */
export const loginResultSchema: z.ZodType<LoginResultView> = z.object({ memberId: z.uuid(), profile: profileSchema });

/** A member row as its owner sees it: never the password hash, only whether there is one. */
export function toProfile(row: MemberRow, socialProviders: string[]): Profile {
  return {
    id: row.id,
    memberNo: row.memberNo,
    email: row.email,
    mobile: row.mobile,
    mobileRegion: row.mobileRegion,
    avatarImg: row.avatarFileId ? avatarPath(row.avatarFileId) : null,
    engFirstName: row.engFirstName,
    engLastName: row.engLastName,
    fullName: row.fullName,
    nickName: row.nickName,
    salutation: (SALUTATIONS as readonly string[]).includes(row.salutation ?? '') ? (row.salutation as Profile['salutation']) : null,
    birthday: row.birthday,
    address: row.address,
    locationCountry: row.locationCountry,
    locationCity: row.locationCity,
    roles: row.roles,
    hasPassword: row.passwordHash !== null,
    socialProviders,
    displayName: displayName(row),
    companyEmail: row.companyEmail,
  };
}

/** The profile of a member row, with its linked social sign-in providers. */
export async function profileOf(db: Database, row: MemberRow): Promise<Profile> {
  return toProfile(row, await listMemberOidcProviders(db, row.id));
}

/** The signed-in member's own profile; 401 when the account is gone. */
export async function loadProfile(db: Database, memberId: string): Promise<Profile> {
  const row = await findMemberById(db, memberId);
  if (!row) throw new AppError(Codes.UNAUTHORIZED);
  return profileOf(db, row);
}

/** Save profile fields as given (text is stored verbatim; escaping is the renderer's job); an empty value clears the field. */
export async function updateProfile(db: Database, memberId: string, update: ProfileUpdate): Promise<MemberRow> {
  const patch: MemberPatch = {};
  for (const [field, value] of Object.entries(update) as Array<[keyof ProfileUpdate, string | undefined]>) {
    if (value !== undefined) patch[field] = value === '' ? null : value;
  }
  return saved(await updateMember(db, memberId, patch));
}

/** Save where the member is; an empty city clears it. */
export async function updateLocation(db: Database, memberId: string, location: { country: string; city: string }): Promise<MemberRow> {
  return saved(await updateMember(db, memberId, { locationCountry: location.country, locationCity: location.city || null }));
}

function saved(row: MemberRow | null): MemberRow {
  if (!row) throw new AppError(Codes.UNAUTHORIZED);
  return row;
}
