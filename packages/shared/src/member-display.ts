/** The profile fields a display name is chosen from (spec section 3). */
export interface DisplayNameSource {
  nickName?: string | null;
  fullName?: string | null;
  engFirstName?: string | null;
  engLastName?: string | null;
  email?: string | null;
  mobile?: string | null;
}

const filled = (v: string | null | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

/**
 * The member's name from the name fields alone, in the order of section 3 (nickName, fullName, English first and last
 * name); empty when none is filled. For a field that asks for a name, where an email or a number would be wrong.
 */
export function personName(member: DisplayNameSource): string {
  const english = [filled(member.engFirstName), filled(member.engLastName)].filter(Boolean).join(' ');
  return filled(member.nickName) ?? filled(member.fullName) ?? filled(english) ?? '';
}

/** Display name in the order of section 3: nickName, fullName, English first and last name, email, mobile. */
export function displayName(member: DisplayNameSource): string {
  return personName(member) || (filled(member.email) ?? filled(member.mobile) ?? '');
}
