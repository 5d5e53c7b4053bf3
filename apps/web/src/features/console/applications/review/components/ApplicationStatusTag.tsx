import type { ApplicationStatus } from '@sme/shared/application-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ApplicationStatus, string> = {
  DRAFT: 'default',
  SUBMITTED: 'blue',
  IN_REVIEW: 'geekblue',
  MORE_INFO_REQUIRED: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'default',
};

/** An application's status as a coloured tag. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('consoleReview');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
