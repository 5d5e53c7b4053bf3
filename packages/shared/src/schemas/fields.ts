import { z } from 'zod';

/** Field rules of spec section 5 shared by every form. */

/** Email: separate messages for empty and invalid (section 5). */
export const emailField = z
  .string({ error: 'validation.emailEmpty' })
  .trim()
  .min(1, { error: 'validation.emailEmpty' })
  .max(254)
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A required single-line text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An optional single-line text; empty strings become undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A loose international phone number (E.164-like digits, spaces and dashes); the accounts issue checks region rules. */
export const optionalPhone = z
  .string()
  .trim()
  .max(32)
  .regex(/^$|^\+?[0-9][0-9 \-()]{5,30}$/, { error: 'validation.phoneInvalid' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** The image captcha answer that travels with a protected form. */
export const captchaFields = {
  captchaKey: z.string().trim().length(32, { error: 'validation.captchaRequired' }),
  captchaCode: z.string().trim().min(1, { error: 'validation.captchaRequired' }).max(8),
};
