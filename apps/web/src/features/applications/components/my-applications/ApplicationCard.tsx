import type { ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { ApplicationStatusTag } from './ApplicationStatusTag';
import { detailPath, formPath } from './form-path';
import styles from './MyApplications.module.css';

/** Props of ApplicationCard. */
export interface ApplicationCardProps {
  application: ApplicationSummaryView;
  /** Asks to delete a draft (the list's confirmation dialog). */
  onDelete: (application: ApplicationSummaryView) => void;
  busy?: boolean;
}

/** One application of "My applications": reference, kind, status, name, last update, our latest message, and what can be done next. */
export function ApplicationCard({ application: app, onDelete, busy = false }: ApplicationCardProps) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const named = { reference: app.reference };
  const isDraft = app.status === 'DRAFT';
  return (
    <article className={styles.card} aria-label={t('card.label', named)}>
      <header className={styles.cardHead}>
        <span>
          <span className={styles.muted}>{t('card.reference')}</span> <Link to={detailPath(app.id)}>{app.reference}</Link>
        </span>
        <span className={styles.kind}>{t(`kind.${app.kind}`)}</span>
        <span className={styles.status}>
          <ApplicationStatusTag status={app.status} />
        </span>
      </header>
      <div className={styles.cardBody}>
        <div className={styles.titleRow}>
          <strong className={app.title ? styles.title : styles.untitled}>{app.title || t('card.untitled')}</strong>
          <span className={styles.muted}>
            {t('card.updated')} <time dateTime={app.updatedAt}>{formatDateTime(app.updatedAt, locale)}</time>
          </span>
        </div>
        {app.lastMessage && (
          <figure className={styles.message}>
            <figcaption className={styles.muted}>{t('card.latestMessage')}</figcaption>
            <blockquote>{app.lastMessage}</blockquote>
          </figure>
        )}
      </div>
      <footer className={styles.cardFoot}>
        <Space wrap>
          {isDraft && (
            <ButtonLink type="primary" size="small" to={formPath(app.kind, app.id)} aria-label={t('card.continueNamed', named)}>
              {t('card.continue')}
            </ButtonLink>
          )}
          {app.status === 'MORE_INFO_REQUIRED' && (
            <ButtonLink type="primary" size="small" to={formPath(app.kind, app.id)} aria-label={t('card.provideInfoNamed', named)}>
              {t('card.provideInfo')}
            </ButtonLink>
          )}
          <ButtonLink size="small" to={detailPath(app.id)} aria-label={t('card.viewNamed', named)}>
            {t('card.view')}
          </ButtonLink>
          {isDraft && (
            <Button danger size="small" disabled={busy} onClick={() => onDelete(app)} aria-label={t('card.deleteNamed', named)}>
              {t('card.delete')}
            </Button>
          )}
        </Space>
      </footer>
    </article>
  );
}
