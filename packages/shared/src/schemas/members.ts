import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Role } from '../constants';
import { captchaFields, emailField } from './fields';
import { normaliseMobile, phoneRegionField } from './phone';

/**
 * Account rules of spec section 5, written once: the server validates requests with these schemas and the
 * web forms validate with the same ones (through zodRule). Error strings are i18n keys of the shared catalogue.
 */

/** Password: 8 to 20 characters with upper-case, lower-case and digits (section 5). */
export const passwordField = z
  .string({ error: 'validation.passwordEmpty' })
  .min(1, { error: 'validation.passwordEmpty' })
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), {
    error: 'validation.passwordFormat',
  });

/** A one-time code: six digits. */
export const otpField = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, { error: 'validation.codeRequired' })
  .regex(/^\d{6}$/, { error: 'validation.codeInvalid' });

/** The privacy policy and terms must be accepted (sent as "true"/"1" by forms, true by JSON). */
export const termsField = z
  .union([z.boolean(), z.string()], { error: 'validation.termsRequired' })
  .transform((v) => v === true || v === 'true' || v === '1')
  .refine((v) => v, { error: 'validation.termsRequired' });

/** Region + national or international number, checked together and normalised to E.164 as `mobile`. */
const mobilePair = z
  .object({
    region: phoneRegionField,
    mobile: z.string({ error: 'validation.mobileEmpty' }).trim().min(1, { error: 'validation.mobileEmpty' }).max(32),
  })
  .transform((v, ctx) => {
    const e164 = normaliseMobile(v.region, v.mobile);
    if (!e164) {
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    return { region: v.region, mobile: e164 };
  });

/** Password and its confirmation, which must match (section 5). */
const passwordPair = z
  .object({ password: passwordField, confirmPassword: z.string({ error: 'validation.confirmEmpty' }).min(1, { error: 'validation.confirmEmpty' }) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordMismatch' });

/** Why a one-time code is sent; a code only works for the purpose it was sent for. */
export const OTP_PURPOSES = ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'REBIND', 'COMPANY_EMAIL'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/** The purposes the account code routes send for; COMPANY_EMAIL codes are sent only by booking.companyEmailStart. */
export const ACCOUNT_OTP_PURPOSES = ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'REBIND'] as const satisfies readonly OtpPurpose[];
export type AccountOtpPurpose = (typeof ACCOUNT_OTP_PURPOSES)[number];

/** POST member.emailSmsRequest: send a code to an email address. */
export const emailCodeRequestSchema = z.object({ email: emailField, purpose: z.enum(ACCOUNT_OTP_PURPOSES), ...optionalCaptcha() });
/** POST member.smsRequest: send a code to a mobile number. */
export const smsCodeRequestSchema = z.intersection(mobilePair, z.object({ purpose: z.enum(ACCOUNT_OTP_PURPOSES), ...optionalCaptcha() }));

/** POST member.emailRegister. */
export const emailRegisterSchema = z.object({ email: emailField, code: otpField, terms: termsField, ...optionalCaptcha() }).and(passwordPair);
/** POST member.mobileRegister (confirm is asked by the form too). */
export const mobileRegisterSchema = mobilePair.and(z.object({ code: otpField, terms: termsField, ...optionalCaptcha() })).and(passwordPair);

/** POST member.emailLogin. */
export const emailLoginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'validation.passwordEmpty' }).min(1, { error: 'validation.passwordEmpty' }).max(128),
  terms: termsField,
  ...optionalCaptcha(),
});
/** POST member.mobileLogin. */
export const mobileLoginSchema = z.intersection(mobilePair, z.object({ code: otpField, terms: termsField, ...optionalCaptcha() }));

/** POST member.resetPasswordByEmail. */
export const resetByEmailSchema = z.object({ email: emailField, code: otpField, ...optionalCaptcha() }).and(passwordPair);
/** POST member.resetPasswordByMobile. */
export const resetByMobileSchema = mobilePair.and(z.object({ code: otpField, ...optionalCaptcha() })).and(passwordPair);

/** GET member.emailExists / member.mobileExists. */
export const emailExistsSchema = z.object({ email: emailField });
export const mobileExistsSchema = mobilePair;

/** Rebinding to a new email or mobile: the code was sent to the new target (purpose REBIND). */
export const rebindEmailSchema = z.object({ email: emailField, code: otpField, ...optionalCaptcha() });
export const rebindMobileSchema = z.intersection(mobilePair, z.object({ code: otpField, ...optionalCaptcha() }));

/** member.emailSmsRequest body as a client sends it. */
export type EmailCodeRequest = z.input<typeof emailCodeRequestSchema>;
/** member.smsRequest body as a client sends it (the number as typed, with its region; the server normalises it). */
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;
/** member.emailRegister body as a client sends it. */
export type EmailRegisterInput = z.input<typeof emailRegisterSchema>;
/** member.mobileRegister body as a client sends it. */
export type MobileRegisterInput = z.input<typeof mobileRegisterSchema>;
/** member.emailLogin body as a client sends it. */
export type EmailLoginInput = z.input<typeof emailLoginSchema>;
/** member.mobileLogin body as a client sends it. */
export type MobileLoginInput = z.input<typeof mobileLoginSchema>;
/** member.resetPasswordByEmail body as a client sends it. */
export type ResetByEmailInput = z.input<typeof resetByEmailSchema>;
/** member.resetPasswordByMobile body as a client sends it. */
export type ResetByMobileInput = z.input<typeof resetByMobileSchema>;
/** member.mobileExists query as a client sends it: a number with its region. */
export type MobileExistsInput = z.input<typeof mobileExistsSchema>;
/** member.rebindEmail body as a client sends it. */
export type RebindEmailInput = z.input<typeof rebindEmailSchema>;
/** member.bindMobile and member.rebindMobile body as a client sends it. */
export type RebindMobileInput = z.input<typeof rebindMobileSchema>;

/** What a code request answers: how long until another code may be asked for. */
export interface CodeSentView {
  resendAfterSeconds: number;
}

/** member.emailExists / member.mobileExists answer. */
export interface ExistsView {
  exists: boolean;
}

/** A configured social sign-in provider (member.oidcProviders). */
export interface OidcProviderView {
  id: string;
  name: string;
}

/** The member profile of spec section 3 as every member route answers it; never the password, only whether there is one. */
export interface MemberProfileView {
  id: string;
  memberNo: string;
  email: string | null;
  /** E.164, e.g. +85291234567. */
  mobile: string | null;
  /** ISO region of the mobile number, e.g. HK. */
  mobileRegion: string | null;
  /** URL path an <img> can load. */
  avatarImg: string | null;
  engFirstName: string | null;
  engLastName: string | null;
  fullName: string | null;
  nickName: string | null;
  salutation: (typeof SALUTATIONS)[number] | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  address: string | null;
  locationCountry: string | null;
  locationCity: string | null;
  roles: Role[];
  hasPassword: boolean;
  socialProviders: string[];
  /** Chosen by the server in the order of section 3 (member-display.ts). */
  displayName: string;
  /** The company email verified by code for adviser calls (booking.companyEmailVerify), lower-cased. */
  companyEmail: string | null;
}

/** What every sign-in and registration answers (the server has set the session cookies). */
export interface LoginResultView {
  memberId: string;
  profile: MemberProfileView;
}

/** Salutations of the profile (section 2: Mr or Ms). */
export const SALUTATIONS = ['MR', 'MS'] as const;

const profileText = (max: number) => z.string().trim().max(max);

/** The editable profile fields (section 3); every field optional, empty string clears it. */
export const profileUpdateSchema = z
  .object({
    engFirstName: profileText(50),
    engLastName: profileText(50),
    fullName: profileText(50),
    nickName: profileText(30),
    salutation: z.union([z.enum(SALUTATIONS), z.literal('')]),
    birthday: z.union([z.iso.date({ error: 'validation.dateInvalid' }), z.literal('')]),
    address: profileText(300),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'validation.nothingToUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** One field of the profile at a time (member.updateField). */
export const PROFILE_FIELDS = ['engFirstName', 'engLastName', 'fullName', 'nickName', 'salutation', 'birthday', 'address'] as const;

/** POST member.updateField: `value` is checked by the rule of the named field and comes out as a one-field update. */
export const profileFieldSchema = z.object({ field: z.enum(PROFILE_FIELDS), value: z.string().default('') }).transform((v, ctx): ProfileUpdate => {
  const parsed = profileUpdateSchema.shape[v.field].safeParse(v.value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['value', ...issue.path] } as z.core.$ZodRawIssue);
    return z.NEVER;
  }
  return { [v.field]: parsed.data };
});

/** POST member.updateLocation: where the member is, an ISO country code and a city name (empty clears the city). */
export const locationUpdateSchema = z.object({
  country: z
    .string({ error: 'validation.countryInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.countryInvalid' }),
  city: z.string().trim().max(100).default(''),
});

/**
 * The captcha becomes required after repeated failures (sign-in and every code check, so a stranger cannot burn
 * someone's code without solving captchas); the server says when (code CAPTCHA_REQUIRED).
 */
function optionalCaptcha() {
  return { captchaKey: captchaFields.captchaKey.optional(), captchaCode: captchaFields.captchaCode.optional() };
}
