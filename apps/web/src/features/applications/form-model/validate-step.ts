import { DOCUMENT_MAX_AGE_MONTHS, documentDateProblem, isSlotRequired, monthsBefore } from '@sme/shared/application-forms/documents';
import { hkToday } from '@sme/shared/hk-day';
import { checkAnswerRules } from '@sme/shared/application-forms/answer-rules';
import { APPLICATION_FORMS, slotOf } from '@sme/shared/application-forms/kinds';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { issueMessage } from '@sme/shared/validation';
import { z } from 'zod';
import type { Answers, Block, FormSpec, StepSpec } from './form-spec';
import { emptyValue } from './form-values';
import { documentPath } from './reopen';
import { fieldSchema, listItemSchema } from './schema-parts';

/**
 * What keeps a step (or the whole form) from being complete, checked with the kind's shared full schema, the step's
 * rules between answers, and the upload slots (required files present, proofs recent enough).
 */

/** One problem: where (a form field path, a list section, or `document:<SLOT>`), and its message as an i18n key. */
export interface Problem {
  path: (string | number)[];
  /** With its namespace: `server:validation.required`, `applicationForms:documents.missing`. */
  key: string;
  vars: Record<string, string | number>;
}

const fromIssue = (issue: z.core.$ZodIssue, prefix: (string | number)[] = []): Problem => {
  const { key, vars } = issueMessage(issue);
  return { path: [...prefix, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))], key: `server:${key}`, vars };
};

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The i18n key of what is wrong with a stored document's date for its slot at `now`, or null. */
export function documentDateKey(issueDate: string, recent: boolean, now: Date = new Date()): string | null {
  const key = documentDateProblem(issueDate, { recent }, now);
  if (key === 'validation.documentTooOld') return 'applicationForms:documents.tooOld';
  if (key === 'validation.documentDateFuture') return 'applicationForms:documents.future';
  return key ? `server:${key}` : null;
}

/** The first path segment of what a block holds: its section, or its slots' `document:<SLOT>`. */
const blockHeads = (block: Block): string[] => {
  if (block.type === 'fields' || block.type === 'officers') return [block.section];
  return block.type === 'documents' ? block.slots.map(documentPath) : [documentPath(block.slot)];
};

/** The problems of one step with these answers and documents. */
export function stepProblems(spec: FormSpec, step: StepSpec, data: Answers, documents: readonly ApplicationDocumentView[], now = new Date()): Problem[] {
  const problems: Problem[] = [];
  for (const block of step.blocks) {
    if (block.type === 'fields') {
      const section = objectOf(data[block.section]);
      for (const field of block.fields) {
        if (field.derived || (field.notApplicableWhen && section[field.notApplicableWhen] === true)) continue;
        const schema = fieldSchema(spec.kind, block.section, field.name);
        const value = section[field.name] ?? emptyValue(field);
        const result = schema?.safeParse(value);
        if (result && !result.success) problems.push(...result.error.issues.slice(0, 1).map((i) => fromIssue(i, [block.section, field.name])));
      }
    } else if (block.type === 'officers') {
      const item = listItemSchema(spec.kind, block.section);
      const list = Array.isArray(data[block.section]) ? (data[block.section] as unknown[]) : [];
      list.forEach((officer, index) => {
        const result = item?.safeParse(officer);
        if (result && !result.success) problems.push(...result.error.issues.map((i) => fromIssue(i, [block.section, index])));
      });
    } else {
      const slots = block.type === 'documents' ? block.slots : [block.slot];
      for (const code of slots) {
        const slot = slotOf(spec.kind, code);
        if (!slot) continue;
        const files = documents.filter((d) => d.slot === code);
        if (files.length === 0 && isSlotRequired(slot, data))
          problems.push({ path: [documentPath(code)], key: `applicationForms:${slot.signature ? 'signature' : 'documents'}.missing`, vars: {} });
        for (const file of files) {
          const key = file.issueDate && !slot.signature ? documentDateKey(file.issueDate, slot.recent, now) : null;
          if (key) problems.push({ path: [documentPath(code)], key, vars: { name: file.name, cutoff: monthsBefore(hkToday(now), DOCUMENT_MAX_AGE_MONTHS) } });
        }
      }
    }
  }
  // The kind's rules between answers whose sections this step shows (the same rules the full schema runs).
  const shown = new Set(step.blocks.flatMap(blockHeads));
  const rules = APPLICATION_FORMS[spec.kind].rules.filter((rule) => rule.sections.every((section) => shown.has(section)));
  if (rules.length > 0) {
    const checked = z
      .custom<Answers>(() => true)
      .superRefine((answers, ctx) => checkAnswerRules(rules, answers, ctx))
      .safeParse(data);
    if (!checked.success) problems.push(...checked.error.issues.map((i) => fromIssue(i)));
  }
  // A rule between answers may repeat what a field's own schema said (an empty operating address).
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = JSON.stringify([p.path, p.key]);
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

/** A problem with the index of the step that shows it. */
export interface FormProblem extends Problem {
  step: number;
}

/** The index of the step holding a path's field, list or slot (the last step when none does). */
export function stepOfPath(spec: FormSpec, path: readonly (string | number)[]): number {
  const head = String(path[0] ?? '');
  const index = spec.steps.findIndex((step) => step.blocks.some((block) => blockHeads(block).includes(head)));
  return index < 0 ? spec.steps.length - 1 : index;
}

/**
 * Everything keeping the form from being submitted: every step's problems, then (when they are all solved) whatever
 * else the full shared schema finds, so the review never lets through what the server would refuse.
 */
export function formProblems(spec: FormSpec, data: Answers, documents: readonly ApplicationDocumentView[], now = new Date()): FormProblem[] {
  const problems = spec.steps.flatMap((step, index) => stepProblems(spec, step, data, documents, now).map((p) => ({ ...p, step: index })));
  if (problems.length > 0) return problems;
  const full = APPLICATION_FORMS[spec.kind].full.safeParse(data);
  return full.success ? [] : full.error.issues.map((i) => fromIssue(i)).map((p) => ({ ...p, step: stepOfPath(spec, p.path) }));
}
