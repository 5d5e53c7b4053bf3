import { APPLICATION_FORMS, APPLICATION_KINDS, reopenablePaths } from '@sme/shared/application-forms/kinds';
import { OFFICER_POSITIONS, OFFICER_TYPES, officerSection } from '@sme/shared/application-forms/officers';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pathLabelKey } from './review-labels';

const LOCALES = ['en_US', 'zh_CN'] as const;

/** Keys without a text of their own in a locale (read from the catalogue itself: no fallback to English). */
const missing = (locale: string, keys: string[]) => keys.filter((key) => typeof i18n.getResource(locale, 'consoleReview', key) !== 'string');

describe('review labels', () => {
  it.each(LOCALES)('names every section, field, list and document slot of every application kind in %s', (locale) => {
    const paths = APPLICATION_KINDS.flatMap((kind) => [...reopenablePaths(kind), ...Object.keys(APPLICATION_FORMS[kind].layout)]);
    expect(missing(locale, [...new Set(paths.map(pathLabelKey))])).toEqual([]);
  });

  it.each(LOCALES)('names every officer field, type and position in %s', (locale) => {
    const keys = [
      ...officerSection.keys.map((k) => `officer.${k}`),
      ...OFFICER_TYPES.map((k) => `officerType.${k}`),
      ...OFFICER_POSITIONS.map((k) => `position.${k}`),
    ];
    expect(missing(locale, keys)).toEqual([]);
  });
});
