import type { ApplicationStatus } from '@sme/shared/application-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A colour per status: not sent yet, with our team, waiting on the applicant, decided, given up. */
const COLOURS: Readonly<Record<ApplicationStatus, string>> = {
  DRAFT: 'default',
  SUBMITTED: 'blue',
  IN_REVIEW: 'cyan',
  MORE_INFO_REQUIRED: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'purple',
};

/** An application's status as a coloured tag. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('myApplications');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
