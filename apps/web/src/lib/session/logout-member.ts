import { apiPost } from '@/lib/api';

/**
 * POST member.logout: the server revokes the session and clears both cookies (the token one is httpOnly, so only
 * it can). A session that is already dead answers 401, which is the outcome wanted, so it is no reason for the dialog.
 */
export function logoutMember(): Promise<unknown> {
  return apiPost('/member/logout', undefined, { silentCodes: [401] });
}
