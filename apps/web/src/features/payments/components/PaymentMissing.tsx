import { FileSearchOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { StatusPanel } from '@/components/ui/StatusPanel';

/** Props of PaymentMissing: the words and the way back, when the page knows better than the generic ones. */
export interface PaymentMissingProps {
  title?: string;
  body?: string;
  /** The way back (default: the member's orders). */
  back?: { to: string; label: string };
}

/**
 * The answer for a payment link without a valid id, or an attempt that is not the member's (404): the platform's own
 * status panel with a way back to the orders and to shopping.
 */
export function PaymentMissing({ title, body, back }: PaymentMissingProps) {
  const { t } = useTranslation('payments');
  return (
    <StatusPanel
      headingLevel={1}
      icon={<FileSearchOutlined />}
      title={title ?? t('missing.title')}
      body={body ?? t('missing.body')}
      actions={
        <Flex gap={12} wrap justify="center">
          <ButtonLink to={back?.to ?? '/orders'} type="primary" size="large">
            {back?.label ?? t('common.myOrders')}
          </ButtonLink>
          <ButtonLink to="/marketplace" size="large">
            {t('common.continueShopping')}
          </ButtonLink>
        </Flex>
      }
    />
  );
}
