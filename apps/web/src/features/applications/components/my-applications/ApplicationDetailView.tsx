import { PrinterOutlined } from '@ant-design/icons';
import { APPLICATION_REPLY_HOURS, canTransitionApplication } from '@sme/shared/application-status';
import type { ApplicationView } from '@sme/shared/schemas/applications';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { pathLabel } from './answer-format';
import { ApplicationAnswers } from './ApplicationAnswers';
import styles from './ApplicationDetail.module.css';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ApplicationFacts } from './ApplicationFacts';
import { ApplicationHistory } from './ApplicationHistory';
import { formPath } from './form-path';
import { WithdrawDialog } from './WithdrawDialog';

/** Props of ApplicationDetailView. */
export interface ApplicationDetailViewProps {
  application: ApplicationView;
  onPrint: () => void;
  onDeleteDraft: () => void;
}

/**
 * One application, read-only: its facts, what the applicant can do now (continue a draft, provide the information
 * asked, withdraw, print), our messages and its history, every answer, and the documents.
 */
export function ApplicationDetailView({ application: app, onPrint, onDeleteDraft }: ApplicationDetailViewProps) {
  const { t } = useTranslation('myApplications');
  const [withdrawing, setWithdrawing] = useState(false);
  const canWithdraw = canTransitionApplication(app.status, 'WITHDRAWN', 'APPLICANT');
  const moreInfo = app.status === 'MORE_INFO_REQUIRED';

  return (
    <div className={styles.detail}>
      <section className={styles.panel} aria-labelledby="application-summary">
        <div className={styles.panelHead}>
          <h2 id="application-summary" className={styles.panelTitle}>
            {app.title || t('card.untitled')}
          </h2>
          <Space wrap>
            {app.status === 'DRAFT' && (
              <>
                <ButtonLink type="primary" to={formPath(app.kind, app.id)}>
                  {t('detail.continueDraft')}
                </ButtonLink>
                <Button danger onClick={onDeleteDraft}>
                  {t('detail.deleteDraft')}
                </Button>
              </>
            )}
            {moreInfo && (
              <ButtonLink type="primary" to={formPath(app.kind, app.id)}>
                {t('detail.provideInfo')}
              </ButtonLink>
            )}
            {canWithdraw && (
              <Button danger onClick={() => setWithdrawing(true)} aria-label={t('actions.withdraw.named', { reference: app.reference })}>
                {t('actions.withdraw.button')}
              </Button>
            )}
            <Button icon={<PrinterOutlined />} onClick={onPrint}>
              {t('detail.print')}
            </Button>
          </Space>
        </div>
        <ApplicationFacts application={app} />
        {moreInfo && (
          <Alert
            type="warning"
            showIcon
            title={t('detail.moreInfoTitle')}
            description={
              <>
                {app.lastMessage && <p className={styles.alertMessage}>{app.lastMessage}</p>}
                {app.reopened.length > 0 && <p>{t('detail.moreInfoFields', { fields: app.reopened.map((p) => pathLabel(t, p)).join('; ') })}</p>}
              </>
            }
          />
        )}
        {app.status === 'DRAFT' && <Alert type="info" showIcon title={t('detail.draftTitle')} description={t('detail.draftBody')} />}
        {(app.status === 'SUBMITTED' || app.status === 'IN_REVIEW') && (
          <Alert type="info" showIcon title={t('detail.submittedBody', { hours: APPLICATION_REPLY_HOURS })} />
        )}
      </section>

      <section className={styles.panel} aria-labelledby="application-history">
        <h2 id="application-history" className={styles.panelTitle}>
          {t('detail.history')}
        </h2>
        <ApplicationHistory events={app.events} />
      </section>

      <section className={styles.panel} aria-labelledby="application-answers">
        <h2 id="application-answers" className={styles.panelTitle}>
          {t('detail.answers')}
        </h2>
        <ApplicationAnswers kind={app.kind} data={app.data} reopened={app.reopened} />
      </section>

      <section className={styles.panel} aria-labelledby="application-documents">
        <h2 id="application-documents" className={styles.panelTitle}>
          {t('detail.documents')}
        </h2>
        <ApplicationDocuments applicationId={app.id} kind={app.kind} documents={app.documents} reopened={app.reopened} />
      </section>

      <WithdrawDialog application={app} open={withdrawing} onClose={() => setWithdrawing(false)} />
    </div>
  );
}
