import type { MemberProfile } from '@/lib/session/user-store';

/** What every sign-in and registration answers (the server has set the session cookies). */
export interface LoginResult {
  memberId: string;
  profile: MemberProfile;
}

/** The image captcha of a submission, sent once the server asked for it (4014 after repeated failures). */
export interface CaptchaParams {
  captchaKey?: string;
  captchaCode?: string;
}

/** What a code request answers: how long until another code may be asked for. */
export interface CodeSent {
  resendAfterSeconds: number;
}
