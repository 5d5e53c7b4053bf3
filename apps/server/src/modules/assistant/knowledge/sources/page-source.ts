import { ANNUAL_BILLING_SAVING_PERCENT, LOCALES, type Locale, SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { POLICY_SECTIONS, TERMS_SECTIONS } from '@sme/shared/legal-documents';
import type { KnowledgeDocument } from '../knowledge-types';
import { type WebTexts, webTexts } from './web-texts';

/**
 * The static pages (about us, privacy policy, terms, how it works, get started, phone) as passages: their text lives in
 * the web's marketing catalogue, read here with the same values the pages interpolate, so the assistant quotes exactly
 * what the page says. One passage per section of a page; the key lists mirror the pages' own
 * (features/marketing/pages/*) and a key a page drops fails the build loudly rather than quoting a stale text.
 * The loan page is the LOAN source, the membership page the PLAN source.
 */

/** One section of a page: its title key and the keys of its text (list items joined as lines). */
interface PageSection {
  key: string;
  title: string;
  body: string[];
}

interface PageDef {
  url: string;
  /** Title of the page, the prefix of each passage title. */
  title: string;
  sections: PageSection[];
}

const m = (key: string) => `marketing:${key}`;
const legal = (doc: 'policy' | 'terms', keys: readonly string[]): PageSection[] => [
  { key: 'intro', title: m(`${doc}.title`), body: [m(`${doc}.intro`)] },
  ...keys.map((key) => ({ key, title: m(`${doc}.sections.${key}.title`), body: [m(`${doc}.sections.${key}.body`), m(`${doc}.sections.${key}.list`)] })),
];
const steps = (prefix: string, keys: readonly string[]): string[] => keys.flatMap((k) => [m(`${prefix}.${k}.title`), m(`${prefix}.${k}.body`)]);

const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

const PAGES: readonly PageDef[] = [
  {
    url: '/aboutus',
    title: m('about.title'),
    sections: [
      { key: 'mission', title: m('about.mission.title'), body: [m('about.subtitle'), m('about.mission.body')] },
      {
        key: 'offer',
        title: m('about.offer.title'),
        body: ['company', 'banking', 'loans', 'marketplace', 'membership', 'assistant'].map((k) => m(`about.offer.${k}`)),
      },
      { key: 'base', title: m('about.base.title'), body: [m('about.base.body')] },
      { key: 'support', title: m('about.support.title'), body: [m('about.support.body')] },
      { key: 'values', title: m('about.values.title'), body: steps('about.values', ['plain', 'honest', 'privacy']) },
    ],
  },
  {
    url: '/policy',
    title: m('policy.title'),
    sections: legal('policy', POLICY_SECTIONS),
  },
  {
    url: '/terms',
    title: m('terms.title'),
    sections: legal('terms', TERMS_SECTIONS),
  },
  {
    url: '/hiwork',
    title: m('hiwork.title'),
    sections: [
      { key: 'buyers', title: m('hiwork.buyers.title'), body: steps('hiwork.buyers', STEP_KEYS) },
      { key: 'merchants', title: m('hiwork.merchants.title'), body: steps('hiwork.merchants', STEP_KEYS) },
      { key: 'help', title: m('hiwork.help.title'), body: [m('hiwork.help.body')] },
    ],
  },
  {
    url: '/getstarted',
    title: m('getStarted.title'),
    sections: [
      { key: 'steps', title: m('getStarted.title'), body: [m('getStarted.subtitle'), ...steps('getStarted', STEP_KEYS)] },
      { key: 'help', title: m('getStarted.help.title'), body: [m('getStarted.help.body')] },
    ],
  },
  {
    url: '/phone',
    title: m('phone.title'),
    sections: [
      { key: 'scan', title: m('phone.scan.title'), body: [m('phone.subtitle'), m('phone.scan.body')] },
      {
        key: 'home',
        title: m('phone.addToHome.title'),
        body: ['body', 'iosTitle', 'ios1', 'ios2', 'ios3', 'androidTitle', 'android1', 'android2', 'android3'].map((k) => m(`phone.addToHome.${k}`)),
      },
      { key: 'features', title: m('phone.features.title'), body: ['shop', 'orders', 'apply', 'chat', 'meet', 'language'].map((k) => m(`phone.features.${k}`)) },
      { key: 'native', title: m('phone.native.title'), body: [m('phone.native.body')] },
    ],
  },
];

/** The values the pages interpolate (AboutUsPage, PolicyPage, TermsPage, HowItWorksPage). */
const VARS = { hours: SUPPORT_REPLY_HOURS, percent: ANNUAL_BILLING_SAVING_PERCENT };

function documentsOfPage(texts: WebTexts, page: PageDef): KnowledgeDocument[] {
  const pageTitle = texts.t(page.title, VARS);
  return page.sections.map((section) => {
    const heading = texts.t(section.title, VARS);
    return {
      source: 'PAGE',
      sourceKey: `PAGE:${page.url}#${section.key}`,
      locale: texts.locale,
      topic: null,
      title: heading === pageTitle ? pageTitle : `${pageTitle} — ${heading}`,
      body: section.body
        // A legal section's list is optional (LegalDocument shows it when present); every other key must exist.
        .filter((key) => !key.endsWith('.list') || texts.has(key))
        .map((key) => texts.t(key, VARS))
        .join('\n'),
      url: page.url,
    };
  });
}

/** Passages of the static pages in every locale. */
export function pageDocuments(locales: readonly Locale[] = LOCALES): KnowledgeDocument[] {
  return locales.flatMap((locale) => {
    const texts = webTexts(locale);
    return PAGES.flatMap((page) => documentsOfPage(texts, page));
  });
}
