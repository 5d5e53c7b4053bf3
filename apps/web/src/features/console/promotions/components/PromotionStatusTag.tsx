import type { PromotionStatus } from '@sme/shared/schemas/console-promotions';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<PromotionStatus, string> = { ACTIVE: 'green', SCHEDULED: 'blue', EXPIRED: 'default', DISABLED: 'red' };

/** A promotion's state as a coloured tag; a switched-off offer reads "Withdrawn", a switched-off code "Disabled". */
export function PromotionStatusTag({ status, kind }: { status: PromotionStatus; kind: 'code' | 'offer' }) {
  const { t } = useTranslation('consolePromotions');
  const label = status === 'DISABLED' && kind === 'offer' ? t('status.WITHDRAWN') : t(`status.${status}`);
  return <Tag color={COLOURS[status]}>{label}</Tag>;
}
