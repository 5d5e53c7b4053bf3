import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { changedPaths, changesOutsideReopened } from '@sme/shared/application-forms/reopen-rules';
import type { Answers, StepSpec } from './form-spec';

/**
 * What the applicant may change: everything in a draft; after a reviewer asks for more information, only the
 * reopened paths (`<section>.<field>`, a list section, `document:<SLOT>`), the rest read-only.
 */
export interface Editability {
  /** A draft: everything is editable. */
  all: boolean;
  reopened: readonly string[];
}

/** The reopen path of a field, a list section and an upload slot. */
export const fieldPath = (section: string, field: string): string => `${section}.${field}`;
export const documentPath = (slot: string): string => `document:${slot}`;

/** Whether the answer or slot at a reopen path may change. */
export function canEdit(editability: Editability, path: string): boolean {
  if (editability.all) return true;
  return editability.reopened.includes(path) || (!path.startsWith('document:') && editability.reopened.includes(path.split('.')[0] ?? ''));
}

/** The reopen paths a step holds, in the grain reviewers reopen them. */
export function stepPaths(step: StepSpec): string[] {
  return step.blocks.flatMap((block) => {
    if (block.type === 'fields') return block.fields.map((f) => fieldPath(block.section, f.name));
    if (block.type === 'officers') return [block.section];
    if (block.type === 'documents') return block.slots.map(documentPath);
    return [documentPath(block.slot)];
  });
}

/** Whether a step holds anything the applicant may change. */
export const stepIsEditable = (step: StepSpec, editability: Editability): boolean => stepPaths(step).some((p) => canEdit(editability, p));

/**
 * The new answers with every change outside the reopened paths undone (derived answers follow their inputs, which
 * may not all be reopened), so a save never carries a change the server would refuse (3004).
 */
export function keepToReopened(kind: ApplicationKind, before: Answers, after: Answers, editability: Editability): Answers {
  if (editability.all) return after;
  const outside = changesOutsideReopened(changedPaths(before, after, APPLICATION_FORMS[kind]), editability.reopened);
  if (outside.length === 0) return after;
  const kept: Answers = { ...after };
  for (const path of outside) {
    const [section = '', field] = path.split('.');
    if (field === undefined) kept[section] = before[section];
    else kept[section] = { ...((kept[section] ?? {}) as Record<string, unknown>), [field]: ((before[section] ?? {}) as Record<string, unknown>)[field] };
  }
  return kept;
}
