import type { ApplicationKind } from '@sme/shared/application-forms/kinds';

/**
 * What a kind's form looks like on the web: its steps, each a list of blocks (a section's fields, a repeating list of
 * officers, upload slots, the signature pad). The engine (shell, step form, review, validation) reads only this, so a
 * new kind (bank account, loan) is one spec file beside the shared schema.
 */

/** The answers as stored: sections of fields and lists (the kind's draft schema). */
export type Answers = Record<string, unknown>;

/** How a field is asked and stored. */
export type FieldKind =
  /** One line of text (`max` from the field's schema). */
  | 'text'
  | 'textarea'
  | 'email'
  /** A phone number with its country code. */
  | 'phone'
  /** A day (YYYY-MM-DD) on a date picker; `pastDate` offers only days before today. */
  | 'date'
  | 'pastDate'
  /** An ISO country code from the platform's country list. */
  | 'country'
  /** A code of a platform dictionary (`dictionary` names its type). */
  | 'dictionary'
  /** HKD entered in dollars, stored in minor units. */
  | 'hkd'
  /** A whole number. */
  | 'count'
  /** A box to tick (declaration, N/A). */
  | 'tick';

/** One field of a section. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Dictionary type of a `dictionary` field (natureOfBusiness, sourceOfFunds, …). */
  dictionary?: string;
  /** Longest text the field takes (its schema's limit). */
  max?: number;
  /** May stay empty to submit (no asterisk). */
  optional?: boolean;
  /** A tick of the same section that makes this field not applicable: while ticked, the field is disabled and left empty. */
  notApplicableWhen?: string;
  /** Answered by the engine from other answers (spec `derive`), shown read-only. */
  derived?: boolean;
  /** Hint under the field: `applicationForms:hints.<hint>`. */
  hint?: string;
  /** Takes the whole row (long text, ticks). */
  wide?: boolean;
}

/** A part of a step. */
export type Block =
  | { type: 'fields'; section: string; fields: readonly FieldSpec[] }
  /** The officers list (Form.List): corporate shareholders only where the kind allows them. */
  | { type: 'officers'; section: string; corporateAllowed: boolean }
  /** Upload cards, one per slot of the kind. */
  | { type: 'documents'; slots: readonly string[] }
  /** The signature pad, saved as a PNG into a signature slot. */
  | { type: 'signature'; slot: string };

/** One step of the form. */
export interface StepSpec {
  /** `applicationForms:steps.<key>` titles it, `applicationForms:stepIntro.<key>` introduces it. */
  key: string;
  blocks: readonly Block[];
}

/** A kind's form. */
export interface FormSpec {
  kind: ApplicationKind;
  /** The page of the form (/regChinaComp). */
  route: string;
  /** `applicationForms:kinds.<kind>.*` holds its title and introduction. */
  steps: readonly StepSpec[];
  /** Answers computed from others (e.g. officer counts from the list), applied after every change. */
  derive?: (data: Answers) => Answers;
}

/** The review step the shell appends to every form. */
export const REVIEW_STEP = 'review';
