import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ApplicationView } from '@sme/shared/schemas/applications';
import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { ApplicationAnswers } from './ApplicationAnswers';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ApplicationFacts } from './ApplicationFacts';
import { ApplicationHistory } from './ApplicationHistory';
import { detailPath } from './form-path';
import styles from './ApplicationPrintView.module.css';

/** Props of ApplicationPrintView. */
export interface ApplicationPrintViewProps {
  application: ApplicationView;
  /** Open the browser's print dialog once the record is on screen (the detail page's Print button). */
  autoPrint?: boolean;
  /** Called after the automatic print, so going back to this page does not print again. */
  onAutoPrinted?: () => void;
}

/**
 * A clean printable record of an application for the applicant's own files: facts, every answer, the documents
 * (names and dates) and the history with our messages. The site's header and footer and this view's toolbar are
 * left out of the printout by the stylesheet.
 */
export function ApplicationPrintView({ application: app, autoPrint = false, onAutoPrinted }: ApplicationPrintViewProps) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const [printedAt] = useState(() => new Date().toISOString());

  useEffect(() => {
    if (!autoPrint) return;
    // After the browser has painted the record, so the print preview shows it.
    const timer = window.setTimeout(() => {
      window.print();
      onAutoPrinted?.();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [autoPrint, onAutoPrinted]);

  return (
    <article className={styles.sheet} data-print-view aria-labelledby="print-title">
      <div className={styles.toolbar}>
        <Space wrap>
          <ButtonLink to={detailPath(app.id)} icon={<ArrowLeftOutlined />}>
            {t('print.back')}
          </ButtonLink>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('print.print')}
          </Button>
        </Space>
      </div>
      <header className={styles.head}>
        <span className={styles.brand}>{t('common:brand.name')}</span>
        <h1 id="print-title" className={styles.title}>
          {t('print.title')} · {app.reference}
        </h1>
        <p className={styles.intro}>{t('print.intro')}</p>
        <p className={styles.printed}>{t('print.printedOn', { date: formatDateTime(printedAt, locale) })}</p>
      </header>
      <section className={styles.block} aria-labelledby="print-summary">
        <h2 id="print-summary" className={styles.blockTitle}>
          {app.title || t('card.untitled')}
        </h2>
        <ApplicationFacts application={app} />
      </section>
      <section className={styles.block} aria-labelledby="print-answers">
        <h2 id="print-answers" className={styles.blockTitle}>
          {t('detail.answers')}
        </h2>
        <ApplicationAnswers kind={app.kind} data={app.data} />
      </section>
      <section className={styles.block} aria-labelledby="print-documents">
        <h2 id="print-documents" className={styles.blockTitle}>
          {t('detail.documents')}
        </h2>
        <ApplicationDocuments applicationId={app.id} kind={app.kind} documents={app.documents} printable />
      </section>
      <section className={styles.block} aria-labelledby="print-history">
        <h2 id="print-history" className={styles.blockTitle}>
          {t('detail.history')}
        </h2>
        <ApplicationHistory events={app.events} />
      </section>
    </article>
  );
}
