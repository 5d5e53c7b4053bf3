import { APPLICATION_REPLY_HOURS } from '@sme/shared/application-status';
import type { ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';

/** After submission: the reference, the promise of a reply within 24 hours (spec section 9), and the way to "My applications". */
export function SubmittedView({ application, resubmitted }: { application: ApplicationSummaryView; resubmitted: boolean }) {
  const { t } = useTranslation('applicationForms');
  return (
    <Result
      status="success"
      title={t(resubmitted ? 'submitted.resubmittedTitle' : 'submitted.title')}
      subTitle={
        <>
          <span>{t('submitted.reference', { reference: application.reference })}</span>
          <br />
          <span>{t('submitted.reply', { hours: APPLICATION_REPLY_HOURS })}</span>
        </>
      }
      extra={[
        <ButtonLink key="list" type="primary" to="/applications">
          {t('submitted.myApplications')}
        </ButtonLink>,
        <ButtonLink key="detail" to={`/applicationDetail?id=${encodeURIComponent(application.id)}`}>
          {t('submitted.detail')}
        </ButtonLink>,
      ]}
    />
  );
}
