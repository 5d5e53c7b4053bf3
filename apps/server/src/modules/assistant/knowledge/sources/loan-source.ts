import { LOAN_TENURE_MONTHS, LOAN_TYPES, LOCALES, SUPPORTING_DOCUMENT_MAX_AGE_MONTHS } from '@sme/shared/constants';
import type { KnowledgeDocument } from '../knowledge-types';
import { type WebTexts, webTexts } from './web-texts';

/**
 * The business-loan page (/loan) as passages: one per loan type of the application form (LOAN_TYPES), the tenures
 * (LOAN_TENURE_MONTHS), the process, the documents to have ready and the page's disclaimer, in the page's words with the
 * constants it interpolates, so the assistant's tenures and types are the form's.
 */

const PROCESS_KEYS = ['step1', 'step2', 'step3', 'step4'] as const;
const DOCUMENT_KEYS = ['brNumber', 'statements', 'position', 'bank', 'collateral'] as const;

function loanPassages({ t, locale }: WebTexts): KnowledgeDocument[] {
  const pageTitle = t('marketing:loan.eyebrow');
  const range = { min: Math.min(...LOAN_TENURE_MONTHS), max: Math.max(...LOAN_TENURE_MONTHS) };
  const passage = (key: string, heading: string, lines: string[]): KnowledgeDocument => ({
    source: 'LOAN',
    sourceKey: `LOAN:${key}`,
    locale,
    topic: 'BUSINESS_LOANS',
    title: `${pageTitle} — ${heading}`,
    body: lines.join('\n'),
    url: '/loan',
  });
  return [
    passage('overview', t('marketing:loan.title'), [
      t('marketing:loan.subtitle'),
      t('marketing:loan.types.title'),
      ...LOAN_TYPES.map((type) => `- ${t(`marketing:loan.type.${type}.title`)}`),
      t('marketing:loan.disclaimer'),
    ]),
    ...LOAN_TYPES.map((type) =>
      passage(`type:${type}`, t(`marketing:loan.type.${type}.title`), [t(`marketing:loan.type.${type}.body`), t('marketing:loan.types.subtitle')]),
    ),
    passage('tenure', t('marketing:loan.tenure.title', range), [
      t('marketing:loan.tenure.body'),
      LOAN_TENURE_MONTHS.map((months) => t('marketing:loan.tenure.months', { count: months })).join(', '),
    ]),
    passage(
      'process',
      t('marketing:loan.process.title'),
      PROCESS_KEYS.flatMap((key) => [
        t(`marketing:loan.process.${key}.title`),
        t(`marketing:loan.process.${key}.body`, { months: SUPPORTING_DOCUMENT_MAX_AGE_MONTHS }),
      ]),
    ),
    passage('documents', t('marketing:loan.documents.title'), [
      ...DOCUMENT_KEYS.map((key) => `- ${t(`marketing:loan.documents.${key}`)}`),
      t('marketing:loan.closing.body'),
    ]),
  ];
}

/** Passages of the loan page in every locale. */
export function loanDocuments(): KnowledgeDocument[] {
  return LOCALES.flatMap((locale) => loanPassages(webTexts(locale)));
}
