import { z } from 'zod';
import { BROKEN_TEXT_KEY, CONTROL_CHARS_KEY, hasControlCharacters, hasLoneSurrogate } from '../text-rules';

/** Field rules of spec section 5 shared by every form. */

/** Any text: a string without control characters or broken surrogates (text-rules.ts); the base of every text field. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARS_KEY })
    .refine((value) => !hasLoneSurrogate(value), { error: BROKEN_TEXT_KEY });

/** Email: separate messages for empty and invalid (section 5). */
export const emailField = text({ error: 'validation.emailEmpty' })
  .trim()
  .min(1, { error: 'validation.emailEmpty' })
  .max(254)
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A required single-line text of at most `max` characters. */
export const requiredText = (max: number) => text().trim().min(1).max(max);

/** An optional single-line text; empty strings become undefined. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A loose international phone number (E.164-like digits, spaces and dashes); the accounts issue checks region rules. */
export const optionalPhone = text()
  .trim()
  .max(32)
  .regex(/^$|^\+?[0-9][0-9 \-()]{5,30}$/, { error: 'validation.phoneInvalid' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** The image captcha answer that travels with a protected form. */
export const captchaFields = {
  captchaKey: text().trim().length(32, { error: 'validation.captchaRequired' }),
  captchaCode: text().trim().min(1, { error: 'validation.captchaRequired' }).max(8),
};

/**
 * A list query as a client sends it: the schema's input (text as typed, lists comma-separated), with the page and
 * its size as the numbers the client keeps (the schema coerces them from the query string, so their input is unknown).
 */
export type ListQueryInput<S extends z.ZodType> = Omit<z.input<S>, 'page' | 'size'> & { page: number; size: number };
