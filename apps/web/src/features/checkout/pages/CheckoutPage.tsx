import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { useProfile } from '@/lib/session/get-profile';
import { useCheckoutAddresses } from '../api/get-checkout-addresses';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { checkoutSourceOf } from '../components/checkout-source';

// The steps' forms (antd's form and select, the phone number rules, the shared schemas) are half of the checkout's
// script: they come in a chunk of their own, requested as this page first renders, so the title shows without them.
const CheckoutForm = lazy(() => import('../components/CheckoutForm'));

/**
 * /checkout?items=<cart line ids> or /checkout?buy=<product id>&qty=… (buy now: that product only, the cart left as it
 * is) (login required): the page's title at once, the steps (CheckoutForm) as soon as their chunk is in. The data
 * the steps open with is requested here, alongside that chunk, not after it.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const source = useMemo(() => checkoutSourceOf(params), [params]);
  useDeliveryOptions(source);
  useCheckoutAddresses();
  useProfile();
  return (
    <PageContainer title={t('page.title')} subtitle={t('page.subtitle')}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <CheckoutForm />
      </Suspense>
    </PageContainer>
  );
}
