import dayjs, { type Dayjs } from 'dayjs';
import { bpToPercent, dollarsToMinor, minorToDollars, percentToBp } from './amounts';
import type { Answers, FieldSpec, StepSpec } from './form-spec';

/**
 * Answers (as stored: days as YYYY-MM-DD, HKD in minor units, shareholdings in basis points) ↔ the values of a step's
 * antd Form (dayjs dates, dollars and percentages as decimal strings). Values the member has not given stay absent.
 */

/** The values of a step's form, by section. */
export type FormValues = Record<string, unknown>;

/** The storage format of a day. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** An officer as the form holds it: the shareholding in percent. */
export interface OfficerFormValue {
  type?: string;
  name?: string;
  positions?: string[];
  nationality?: string;
  idNumber?: string;
  shareholding?: string | null;
}

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function fieldToForm(field: FieldSpec, value: unknown): unknown {
  if (value === undefined || value === null) return field.kind === 'tick' ? false : undefined;
  if (field.kind === 'date' || field.kind === 'pastDate') return typeof value === 'string' && value ? dayjs(value) : undefined;
  if (field.kind === 'hkd') return typeof value === 'number' ? minorToDollars(value) : undefined;
  return value;
}

/** Kinds answered with text: an unanswered one is stored as '' (the shared schemas take '' for optional text). */
const TEXT_KINDS: ReadonlySet<FieldSpec['kind']> = new Set(['text', 'textarea', 'email', 'phone']);

/** The value of a field nobody has answered yet: unticked, empty text, or absent. */
export function emptyValue(field: FieldSpec): unknown {
  if (field.kind === 'tick') return false;
  return TEXT_KINDS.has(field.kind) ? '' : undefined;
}

function fieldFromForm(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'tick') return Boolean(value);
  if (value === undefined || value === null) return emptyValue(field);
  if (field.kind === 'date' || field.kind === 'pastDate') return dayjs.isDayjs(value) ? (value as Dayjs).format(DAY_FORMAT) : undefined;
  if (field.kind === 'hkd') return dollarsToMinor(value);
  if (field.kind === 'count') return typeof value === 'number' ? value : undefined;
  return value;
}

/** A stored officer → the form's officer. */
export function officerToForm(value: unknown): OfficerFormValue {
  const { shareholdingBp, ...rest } = objectOf(value);
  return { ...(rest as OfficerFormValue), shareholding: typeof shareholdingBp === 'number' ? bpToPercent(shareholdingBp) : undefined };
}

/** The form's officer → a stored one: someone who is not a shareholder holds 0. */
export function officerFromForm(value: OfficerFormValue | undefined): Record<string, unknown> {
  const { shareholding, ...rest } = value ?? {};
  const holds = rest.positions?.includes('SHAREHOLDER') ?? false;
  const shareholdingBp = holds ? percentToBp(shareholding) : 0;
  const officer: Record<string, unknown> = { type: 'INDIVIDUAL', ...rest };
  if (shareholdingBp !== undefined) officer.shareholdingBp = shareholdingBp;
  return Object.fromEntries(Object.entries(officer).filter(([, v]) => v !== undefined));
}

/** The starting values of a step's form. */
export function toFormValues(step: StepSpec, data: Answers): FormValues {
  const values: FormValues = {};
  for (const block of step.blocks) {
    if (block.type === 'fields') {
      const section = objectOf(data[block.section]);
      values[block.section] = Object.fromEntries(block.fields.filter((f) => !f.derived).map((f) => [f.name, fieldToForm(f, section[f.name])]));
    } else if (block.type === 'officers') {
      values[block.section] = Array.isArray(data[block.section]) ? (data[block.section] as unknown[]).map(officerToForm) : [];
    }
  }
  return values;
}

/** The answers with a step's form values written in (sections of other steps untouched). */
export function fromFormValues(step: StepSpec, values: FormValues, data: Answers): Answers {
  const next: Answers = { ...data };
  for (const block of step.blocks) {
    if (block.type === 'fields') {
      const given = objectOf(values[block.section]);
      const section: Record<string, unknown> = { ...objectOf(data[block.section]) };
      for (const field of block.fields) {
        if (field.derived) continue;
        const value = fieldFromForm(field, given[field.name]);
        if (value === undefined) delete section[field.name];
        else section[field.name] = value;
      }
      // A not-applicable answer is stored empty, whatever the disabled input still shows.
      for (const field of block.fields) if (field.notApplicableWhen && section[field.notApplicableWhen] === true) section[field.name] = '';
      next[block.section] = section;
    } else if (block.type === 'officers') {
      const list = values[block.section];
      next[block.section] = Array.isArray(list) ? (list as OfficerFormValue[]).map(officerFromForm) : [];
    }
  }
  return next;
}
