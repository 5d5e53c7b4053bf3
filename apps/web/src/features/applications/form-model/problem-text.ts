import type { TFunction } from 'i18next';
import type { Problem } from './validate-step';

/** The label of what a problem's path points at: a field, an officer's field, a slot, or a section. */
export function pathLabel(t: TFunction, path: readonly (string | number)[]): string {
  const [head = '', second, third] = path.map(String);
  if (head.startsWith('document:')) return t(`applicationForms:slots.${head.slice('document:'.length)}`);
  if (second !== undefined && /^\d+$/.test(second)) return third ? t(`applicationForms:fields.${head}.${third}`) : t(`applicationForms:sections.${head}`);
  if (second !== undefined) return t(`applicationForms:fields.${head}.${second}`);
  return t(`applicationForms:sections.${head}`);
}

/** A problem in the reader's language, naming its field ("Email is required."). */
export const problemText = (t: TFunction, problem: Problem): string => t(problem.key, { field: pathLabel(t, problem.path), ...problem.vars });

/** The antd form field a problem belongs to (officers hold their shareholding in percent as `shareholding`). */
export function formFieldOf(path: readonly (string | number)[]): (string | number)[] {
  return path.map((p) => (p === 'shareholdingBp' ? 'shareholding' : p));
}
