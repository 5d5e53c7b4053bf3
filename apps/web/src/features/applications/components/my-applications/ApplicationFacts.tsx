import type { ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { ApplicationStatusTag } from './ApplicationStatusTag';

/** An application's reference, kind, status and dates (started, submitted, last update). */
export function ApplicationFacts({ application: app }: { application: ApplicationSummaryView }) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'reference', label: t('detail.reference'), children: app.reference },
        { key: 'status', label: t('detail.status'), children: <ApplicationStatusTag status={app.status} /> },
        { key: 'kind', label: t('detail.kind'), children: t(`kind.${app.kind}`) },
        { key: 'created', label: t('detail.created'), children: formatDateTime(app.createdAt, locale) },
        { key: 'submitted', label: t('detail.submitted'), children: app.submittedAt ? formatDateTime(app.submittedAt, locale) : t('detail.notSubmitted') },
        { key: 'updated', label: t('detail.updated'), children: formatDateTime(app.updatedAt, locale) },
      ]}
    />
  );
}
