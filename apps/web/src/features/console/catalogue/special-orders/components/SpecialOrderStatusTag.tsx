import type { SpecialOrderStatus } from '@sme/shared/schemas/console-special-orders';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SpecialOrderStatus, string> = { NEW: 'blue', QUOTED: 'green', DECLINED: 'default' };

/** New (waiting for an answer), quoted or declined. */
export function SpecialOrderStatusTag({ status }: { status: SpecialOrderStatus }) {
  const { t } = useTranslation('consoleSpecialOrders');
  return <Tag color={COLOURS[status]}>{t(`statuses.${status}`)}</Tag>;
}
