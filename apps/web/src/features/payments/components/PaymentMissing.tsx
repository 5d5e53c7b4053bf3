import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';

/** The answer for a payment link without a valid id, or an attempt that is not the member's (404). */
export function PaymentMissing() {
  const { t } = useTranslation('payments');
  return (
    <Result
      status="404"
      title={t('missing.title')}
      subTitle={t('missing.body')}
      extra={
        <ButtonLink to="/orders" type="primary">
          {t('common.myOrders')}
        </ButtonLink>
      }
    />
  );
}
