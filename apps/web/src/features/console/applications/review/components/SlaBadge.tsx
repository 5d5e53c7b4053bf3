import { APPLICATION_REPLY_HOURS } from '@sme/shared/application-status';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The red "Over 24 h" badge of an application waiting for a reviewer longer than the promised reply time; nothing otherwise. */
export function SlaBadge({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation('consoleReview');
  if (!overdue) return null;
  return (
    <Tooltip title={t('sla.overdueHint', { hours: APPLICATION_REPLY_HOURS })}>
      <Tag color="red">{t('sla.overdue', { hours: APPLICATION_REPLY_HOURS })}</Tag>
    </Tooltip>
  );
}
