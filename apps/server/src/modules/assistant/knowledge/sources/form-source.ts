import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  APPLICATION_DOCUMENT_MAX_FILES,
  APPLICATION_DOCUMENT_TYPES,
  DOCUMENT_MAX_AGE_MONTHS,
} from '@sme/shared/application-forms/documents';
import { APPLICATION_FORMS, type ApplicationForm, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { FULL_SHAREHOLDING_BP, MAX_OFFICERS } from '@sme/shared/application-forms/officers';
import { LOCALES } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { z } from 'zod';
import type { KnowledgeDocument } from '../knowledge-types';
import { FORM_PHRASES } from './form-phrases';
import { type WebTexts, webTexts } from './web-texts';

/**
 * Company-registration requirements generated from the form registry itself (packages/shared/src/application-forms):
 * the upload slots and their requiredness, the officer rules and the company-name rule, with the limits taken from the
 * shared constants and the rules' own messages, so "what documents do I need" never drifts from the form.
 */

/** The page each kind's form is on. */
export const FORM_URLS: Record<ApplicationKind, string> = { HK_COMPANY_CN_APPLICANT: '/regChinaComp', HK_COMPANY_HK_APPLICANT: '/regHKComp' };

/** The message keys and paths a kind's rules report on `answers` (the rules are asked rather than re-stated). */
function ruleIssues(form: ApplicationForm, answers: Record<string, unknown>): Array<{ message: string; path: readonly PropertyKey[] }> {
  const issues: Array<{ message: string; path: readonly PropertyKey[] }> = [];
  const ctx = { addIssue: (issue: { message?: string; path?: PropertyKey[] }) => issues.push({ message: issue.message ?? '', path: issue.path ?? [] }) };
  for (const rule of form.rules) rule.check(answers, ctx as unknown as z.RefinementCtx);
  return issues;
}

/** Whether a kind accepts a company as a shareholder: its officer rule is asked about one. */
export function acceptsCorporateShareholder(form: ApplicationForm): boolean {
  const officer = { nationality: 'HK', idNumber: 'X1', positions: ['SHAREHOLDER'], shareholdingBp: FULL_SHAREHOLDING_BP / 2 };
  const officers = [
    { ...officer, type: 'INDIVIDUAL', name: 'A', positions: ['SHAREHOLDER', 'DIRECTOR'] },
    { ...officer, type: 'CORPORATE', name: 'B' },
  ];
  return !ruleIssues(form, { officers }).some((i) => i.message === 'validation.officerCorporateNotAllowed');
}

/** The company-name rules of a kind: each name field and the message its rule gives a name without the suffix. */
function nameRules(form: ApplicationForm): Array<{ field: string; message: string }> {
  const company = Object.fromEntries((form.layout.company ?? []).map((field) => [field, 'Example']));
  return ruleIssues(form, { company })
    .filter((i) => i.message.startsWith('validation.companyNameSuffix'))
    .map((i) => ({ field: String(i.path[i.path.length - 1]), message: i.message }));
}

const typeName = (mime: string) => (mime.split('/')[1] ?? mime).toUpperCase();

function formPassages(texts: WebTexts, form: ApplicationForm): KnowledgeDocument[] {
  const { t, locale } = texts;
  const p = FORM_PHRASES[locale];
  const kindTitle = t(`applicationForms:kinds.${form.kind}.title`);
  const label = (slot: string) => t(`applicationForms:slots.${slot}`);
  const passage = (part: string, heading: string, lines: string[]): KnowledgeDocument => ({
    source: 'FORM',
    sourceKey: `FORM:${form.kind}:${part}`,
    locale,
    topic: 'COMPANY_REGISTRATION',
    title: `${kindTitle} — ${heading}`,
    body: lines.filter(Boolean).join('\n'),
    url: FORM_URLS[form.kind],
  });

  const required = form.slots.filter((s) => s.required === true).map((s) => label(s.slot));
  const conditional = form.slots
    .filter((s) => typeof s.required === 'function')
    .map((s) => (texts.has(`applicationForms:slotHints.${s.slot}`) ? p.withHint(label(s.slot), t(`applicationForms:slotHints.${s.slot}`)) : label(s.slot)));
  const optional = form.slots.filter((s) => s.required === false).map((s) => label(s.slot));
  const recent = form.slots.filter((s) => s.recent).map((s) => label(s.slot));
  const list = (heading: string, labels: string[]) => (labels.length ? `${heading} ${labels.join(p.comma)}` : '');
  const documents = passage('documents', p.documentsTitle, [
    list(p.required, required),
    list(p.conditional, conditional),
    list(p.optional, optional),
    recent.length ? p.recent(recent.join(p.comma), DOCUMENT_MAX_AGE_MONTHS) : '',
    p.files(APPLICATION_DOCUMENT_TYPES.map(typeName).join(', '), APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024), APPLICATION_DOCUMENT_MAX_FILES),
  ]);

  const corporate = acceptsCorporateShareholder(form);
  const officers = passage('officers', t('applicationForms:sections.officers'), [
    t(corporate ? 'applicationForms:officers.introCorporate' : 'applicationForms:officers.intro'),
    translate(locale, 'validation.officersNoDirector'),
    translate(locale, 'validation.officersNoShareholder'),
    translate(locale, 'validation.officerShareholdingRequired'),
    p.shareTotal(FULL_SHAREHOLDING_BP / 100),
    translate(locale, corporate ? 'validation.officerCorporateDirector' : 'validation.officerCorporateNotAllowed'),
    p.maxOfficers(MAX_OFFICERS),
  ]);

  const name = passage(
    'name',
    p.nameTitle,
    nameRules(form).map((rule) => `${t(`applicationForms:fields.company.${rule.field}`)}: ${translate(locale, rule.message)}`),
  );
  return [documents, officers, name];
}

/** The requirement passages of every application kind, in every locale. */
export function formDocuments(): KnowledgeDocument[] {
  return LOCALES.flatMap((locale) => {
    const texts = webTexts(locale);
    return Object.values(APPLICATION_FORMS).flatMap((form) => formPassages(texts, form));
  });
}
