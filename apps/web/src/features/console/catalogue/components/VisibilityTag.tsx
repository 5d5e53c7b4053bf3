import type { MerchantStatus } from '@sme/shared/schemas/console-catalogue';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** ACTIVE (shown on the site) or HIDDEN, for merchants and ads. */
export function VisibilityTag({ status }: { status: MerchantStatus }) {
  const { t } = useTranslation('consoleCatalogue');
  return <Tag color={status === 'ACTIVE' ? 'green' : 'default'}>{t(`statuses.${status}`)}</Tag>;
}
