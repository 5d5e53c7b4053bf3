import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import styles from './LegalDocument.module.css';

/** Props of a legal text: `doc` is its block in marketing.json (`policy` or `terms`). */
export interface LegalDocumentProps {
  doc: 'policy' | 'terms';
  /** Section keys under `<doc>.sections`, in reading order. */
  sections: readonly string[];
  /** ISO date of the last change, shown at the top. */
  updated: string;
  vars?: Record<string, string | number>;
}

/** Paragraphs are separated by blank lines and list items by single line breaks in the catalogue. */
const paragraphs = (text: string) => text.split(/\n{2,}/).filter(Boolean);
const lines = (text: string) => text.split('\n').filter(Boolean);

/** A long legal page: last-updated date, introduction, a table of contents and numbered sections. */
export function LegalDocument({ doc, sections, updated, vars = {} }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('marketing');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' }).format(new Date(updated));
  const anchor = (key: string) => `${doc}-${key}`;

  // Scroll in place rather than changing the URL hash, which the router would treat as a navigation.
  const jump = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    const target = document.getElementById(anchor(key));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby={`${doc}-toc`}>
        <p id={`${doc}-toc`} className={styles.tocTitle}>
          {t('common.onThisPage')}
        </p>
        <ul className={styles.tocList}>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${anchor(key)}`} onClick={(event) => jump(event, key)}>
                {t(`${doc}.sections.${key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.doc}>
        <span className={styles.updated}>{t('common.lastUpdated', { date })}</span>
        <p className={styles.intro}>{t(`${doc}.intro`, vars)}</p>
        {sections.map((key) => {
          const listKey = `${doc}.sections.${key}.list`;
          return (
            <section key={key} id={anchor(key)} className={styles.section}>
              <h2>{t(`${doc}.sections.${key}.title`)}</h2>
              {paragraphs(t(`${doc}.sections.${key}.body`, vars)).map((text) => (
                <p key={text}>{text}</p>
              ))}
              {i18n.exists(listKey, { ns: 'marketing' }) && (
                <ul>
                  {lines(t(listKey, vars)).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </article>
    </div>
  );
}
