/** What every sign-in and registration answers, named for the sign-in components. */
export type { LoginResultView as LoginResult } from '@sme/shared/schemas/members';
