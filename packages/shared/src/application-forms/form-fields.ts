import { z } from 'zod';
import { hkToday, isCalendarDay } from '../hk-day';
import { emailField, requiredText, text } from '../schemas/fields';

/**
 * The building blocks of application forms. Every field comes as a pair: `full`, the rule a submission must pass, and
 * `draft`, what an autosaved draft may hold (the same type, any length up to the limit, possibly empty or half typed),
 * so a draft saves whatever the applicant has typed so far and submission is where completeness is checked.
 */
export interface FieldPair<F extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  full: F;
  draft: D;
}

const pair = <F extends z.ZodType, D extends z.ZodType>(full: F, draft: D): FieldPair<F, D> => ({ full, draft });

/** Text as a draft may hold it: up to `max` characters, empty allowed. */
const looseText = (max: number) => text().max(max);

/** A required line of text. */
export const textField = (max: number) => pair(requiredText(max), looseText(max));

/** An optional line of text (empty is stored as ''). */
export const optionalTextField = (max: number) => pair(text().trim().max(max), looseText(max));

/** An email address. */
export const emailPair = pair(emailField, looseText(254));

/** A phone number with its country code (digits, spaces, dashes, brackets; 6 to 20 digits). */
export const phonePair = pair(
  text()
    .trim()
    .min(1)
    .max(32)
    .refine((v) => /^\+?[0-9][0-9 \-()]{5,30}$/.test(v) && v.replace(/\D/g, '').length <= 20, { error: 'validation.phoneInvalid' }),
  looseText(32),
);

/** A calendar day in the past (YYYY-MM-DD), e.g. a date of birth. */
export const pastDayPair = pair(
  text()
    .trim()
    .refine(isCalendarDay, { error: 'validation.dateInvalid' })
    .refine((day) => day < hkToday(), { error: 'validation.dateNotPast' }),
  looseText(10),
);

/** A calendar day (YYYY-MM-DD), e.g. the date beside a signature. */
export const dayPair = pair(text().trim().refine(isCalendarDay, { error: 'validation.dateInvalid' }), looseText(10));

/** A country as its ISO 3166-1 alpha-2 code (the platform's country dictionary). */
export const countryPair = pair(text().regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' }), looseText(2));

/** An amount in HKD minor units (cents), more than 0 and below a trillion dollars. */
export const hkdPair = pair(z.number().int().min(1).max(100_000_000_000_000), z.number().int().min(0).max(100_000_000_000_000));

/** A box that must be ticked to submit (declarations). */
export const tickedPair = pair(z.literal(true, { error: 'validation.declarationRequired' }), z.boolean());

/** A yes/no answer. */
export const yesNoPair = pair(z.boolean(), z.boolean());

/** One of a fixed list of codes. */
export const choicePair = <const T extends readonly [string, ...string[]]>(values: T) => pair(z.enum(values), z.enum(values));

/** Several of a fixed list of codes, at least one to submit. */
export const choicesPair = <const T extends readonly [string, ...string[]]>(values: T) =>
  pair(z.array(z.enum(values)).min(1).max(values.length), z.array(z.enum(values)).max(values.length));

/** A whole number in a range (counts, percentages in basis points). */
export const intPair = (min: number, max: number) => pair(z.number().int().min(min).max(max), z.number().int().min(0).max(max));

type Shape = Record<string, FieldPair>;
type FullShape<S extends Shape> = { [K in keyof S]: S[K]['full'] };
type DraftShape<S extends Shape> = { [K in keyof S]: z.ZodOptional<S[K]['draft']> };

/** A section of a form (applicant, company, …): all fields required to submit, each optional in a draft. */
export function section<S extends Shape>(shape: S): FieldPair<z.ZodObject<FullShape<S>>, z.ZodObject<DraftShape<S>>> & { keys: (keyof S & string)[] } {
  const keys = Object.keys(shape) as (keyof S & string)[];
  const full = Object.fromEntries(keys.map((k) => [k, shape[k]!.full])) as FullShape<S>;
  const draft = Object.fromEntries(keys.map((k) => [k, shape[k]!.draft.optional()])) as DraftShape<S>;
  return { full: z.object(full), draft: z.object(draft), keys };
}

/** A repeating list of sections (officers, signatories): `min` to `max` entries to submit, up to `max` in a draft. */
export function list<F extends z.ZodType, D extends z.ZodType>(item: FieldPair<F, D>, min: number, max: number) {
  return pair(z.array(item.full).min(min).max(max), z.array(item.draft).max(max));
}
