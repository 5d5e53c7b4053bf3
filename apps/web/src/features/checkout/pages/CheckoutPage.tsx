import { usePrefetchQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { useLocale } from '@/lib/i18n';
import { profileQuery } from '@/lib/session/get-profile';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { checkoutAddressesQuery } from '../api/get-checkout-addresses';
import { deliveryOptionsQuery } from '../api/get-delivery-options';
import { type CheckoutSourceFields, checkoutSourceOf } from '../components/checkout-source';

// The steps' forms (antd's form and select, the phone number rules, the shared schemas) are half of the checkout's
// script: they come in a chunk of their own, requested as this page first renders, so the title shows without them.
const CheckoutForm = lazy(() => import('../components/CheckoutForm'));

/**
 * Starts the data the steps open with, beside their chunk. It renders nothing and subscribes to nothing: the answers
 * re-render the steps that read them, not this page.
 */
function StepsData({ source }: { source: CheckoutSourceFields }) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  usePrefetchQuery(deliveryOptionsQuery(memberId, locale, source));
  usePrefetchQuery(checkoutAddressesQuery(memberId));
  usePrefetchQuery(profileQuery());
  return null;
}

/**
 * /checkout?items=<cart line ids> or /checkout?buy=<product id>&qty=… (buy now: that product only, the cart left as it
 * is) (login required): the page's title at once, the steps (CheckoutForm) as soon as their chunk is in.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const source = useMemo(() => checkoutSourceOf(params), [params]);
  return (
    <PageContainer title={t('page.title')} subtitle={t('page.subtitle')}>
      {source && <StepsData source={source} />}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <CheckoutForm />
      </Suspense>
    </PageContainer>
  );
}
