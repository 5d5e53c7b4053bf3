import type { MemberStatus } from '@sme/shared/schemas/console-members';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Active (green) or disabled (red). */
export function MemberStatusTag({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('consoleMembers');
  return <Tag color={status === 'ACTIVE' ? 'green' : 'red'}>{t(`statuses.${status}`)}</Tag>;
}
