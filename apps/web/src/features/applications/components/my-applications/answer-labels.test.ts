import { APPLICATION_FORMS, APPLICATION_KINDS } from '@sme/shared/application-forms/kinds';
import { officerSection, OFFICER_POSITIONS, OFFICER_TYPES } from '@sme/shared/application-forms/officers';
import { APPLICATION_STATUSES } from '@sme/shared/application-status';
import { describe, expect, it } from 'vitest';
import formsEn from '@/locales/en_US/applicationForms.json';
import mineEn from '@/locales/en_US/myApplications.json';
import formsZh from '@/locales/zh_CN/applicationForms.json';
import mineZh from '@/locales/zh_CN/myApplications.json';

type Tree = { [key: string]: unknown };

/** The text at a dotted path, or undefined. */
const at = (tree: Tree, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

/** Keys of the form's words (applicationForms) the detail page, print view and history name every answer and document with. */
function formKeys(): string[] {
  const keys: string[] = [];
  for (const kind of APPLICATION_KINDS) {
    const form = APPLICATION_FORMS[kind];
    for (const [section, fields] of Object.entries(form.layout)) {
      keys.push(`sections.${section}`);
      // A list section's columns are its entries' fields (officers: name, positions, …).
      const columns = fields ?? (section === 'officers' ? officerSection.keys : []);
      keys.push(...columns.map((field) => `fields.${section}.${field}`));
    }
    keys.push(...form.slots.map((s) => `slots.${s.slot}`));
  }
  keys.push(...[...OFFICER_TYPES, ...OFFICER_POSITIONS].map((code) => `choices.${code}`));
  return [...new Set(keys)];
}

/** Keys of this view's own words: every status and kind. */
const ownKeys = (): string[] => [...APPLICATION_STATUSES.map((s) => `status.${s}`), ...APPLICATION_KINDS.map((k) => `kind.${k}`)];

describe('my applications labels', () => {
  it.each([
    ['en_US', formsEn, mineEn],
    ['zh_CN', formsZh, mineZh],
  ])('word every status, kind, section, field, choice and upload slot of every form in %s', (_locale, forms, mine) => {
    const missing = [
      ...formKeys()
        .filter((key) => typeof at(forms as Tree, key) !== 'string')
        .map((key) => `applicationForms:${key}`),
      ...ownKeys()
        .filter((key) => typeof at(mine as Tree, key) !== 'string')
        .map((key) => `myApplications:${key}`),
    ];
    expect(missing).toEqual([]);
  });
});
