import { Codes } from '@sme/shared/codes';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Result, Skeleton } from 'antd';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { OrderLines } from '@/components/orders/OrderLines';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLocale } from '@/lib/i18n';
import { useProfile } from '@/lib/session/get-profile';
import { currentMemberId } from '@/lib/session/user-store';
import { useCreateOrder } from '../api/create-order';
import { useCheckoutAddresses } from '../api/get-checkout-addresses';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { type CheckoutChoice, orderPreviewQuery, useOrderPreview } from '../api/preview-order';
import { AddressChooser } from './AddressChooser';
import { BUYER_FIELDS, BuyerForm, type BuyerValues } from './BuyerForm';
import { buyerDefaults } from './buyer-defaults';
import styles from './Checkout.module.css';
import { CheckoutSection } from './CheckoutSection';
import { checkoutSourceOf } from './checkout-source';
import { CheckoutSummary } from './CheckoutSummary';
import { CouponChooser } from './CouponChooser';
import { DeliveryModePicker } from './DeliveryModePicker';
import { newIdempotencyKey } from './idempotency-key';
import { PickupPointChooser } from './PickupPointChooser';
import { PromoCodeBox } from './PromoCodeBox';

/** How long the choice must rest before it is priced again. */
const PREVIEW_DELAY_MS = 300;

/** The pickup point kind a delivery type collects from. */
const POINT_KIND: Partial<Record<DeliveryType, 'STORE' | 'LOCKER'>> = { STORE_PICKUP: 'STORE', PICKUP_LOCKER: 'LOCKER' };

/**
 * The checkout's steps under the page's title (CheckoutPage): delivery mode, address or pickup point, buyer, remark,
 * promo code and coupons, the lines, and the totals exactly as order.preview priced them (again on every change).
 * Place order sends order.create with one key per page visit, so a double click or a retry makes one order.
 */
export default function CheckoutForm() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const source = useMemo(() => checkoutSourceOf(params), [params]);
  const options = useDeliveryOptions(source);
  const addresses = useCheckoutAddresses();
  const profile = useProfile();
  const create = useCreateOrder();
  const [form] = Form.useForm<BuyerValues>();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submitting = useRef(false);

  const [chosenType, setChosenType] = useState<DeliveryType | null>(null);
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [chosenPoint, setChosenPoint] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [coupons, setCoupons] = useState<Record<string, string>>({});
  const [targetError, setTargetError] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);

  // What is chosen now, falling back to sensible defaults: the first allowed type, the default address.
  const types = options.data?.deliveryTypes ?? [];
  const deliveryType = chosenType && types.includes(chosenType) ? chosenType : (types[0] ?? null);
  const addressList = addresses.data?.list ?? [];
  const address = addressList.find((a) => a.id === chosenAddress) ?? addressList.find((a) => a.isDefault) ?? addressList[0];
  const addressId = deliveryType === 'HOME_DELIVERY' ? (address?.id ?? null) : null;
  const pointKind = deliveryType ? POINT_KIND[deliveryType] : undefined;
  const points = useMemo(() => (options.data?.pickupPoints ?? []).filter((p) => p.kind === pointKind), [options.data, pointKind]);
  // A lone point needs no choosing.
  const pointId = points.some((p) => p.id === chosenPoint) ? chosenPoint : points.length === 1 ? (points[0]?.id ?? null) : null;
  const buyerInitialValues = useMemo(() => buyerDefaults(profile.data, addresses.data?.list ?? []), [profile.data, addresses.data]);
  const couponIds = useMemo(() => Object.values(coupons).sort(), [coupons]);

  const choice = useMemo<CheckoutChoice | null>(
    () =>
      deliveryType && source
        ? {
            ...source,
            deliveryType,
            ...(addressId ? { addressId } : {}),
            ...(pointId ? { pickupPointId: pointId } : {}),
            ...(promoCode ? { promoCode } : {}),
            couponInstanceIds: couponIds,
          }
        : null,
    [source, deliveryType, addressId, pointId, promoCode, couponIds],
  );
  const settled = useDebouncedValue(choice, PREVIEW_DELAY_MS);
  const preview = useOrderPreview(settled);
  const shown = preview.data;
  // The numbers on screen must be those of the current choice before the order can be placed.
  const current = settled === choice && !preview.isPlaceholderData && !preview.isFetching;

  const applyPromo = async (code: string): Promise<string | null> => {
    if (!choice) return null;
    try {
      const priced = await queryClient.fetchQuery(orderPreviewQuery(currentMemberId() ?? null, locale, { ...choice, promoCode: code }));
      if (priced.promo && priced.promo.outcome !== Codes.OK.code) return priced.promo.message;
      setPromoCode(code);
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.message : t('promo.failed');
    }
  };

  const place = async () => {
    if (submitting.current || !choice) return;
    setPlaceError(null);
    const missing = deliveryType === 'HOME_DELIVERY' && !addressId ? t('address.required') : pointKind && !pointId ? t('pickup.required') : null;
    setTargetError(missing);
    let buyer: BuyerValues;
    try {
      buyer = await form.validateFields();
    } catch {
      return; // The fields say what is missing.
    }
    if (missing) return;
    submitting.current = true;
    const remark = buyer.remark?.trim();
    create.mutate(
      {
        ...choice,
        buyerName: buyer.buyerName.trim(),
        regionCode: buyer.regionCode,
        buyerPhone: buyer.phone,
        buyerEmail: buyer.buyerEmail.trim(),
        ...(remark ? { remark } : {}),
        idempotencyKey,
      },
      {
        // Straight on to paying; the payment page links back to the order.
        onSuccess: (order) => void navigate(`/payments?orderId=${encodeURIComponent(order.id)}`, { replace: true }),
        onError: (error) => {
          submitting.current = false;
          const unplaced = applyServerErrors(form, error, BUYER_FIELDS);
          setPlaceError(unplaced ?? (error instanceof ApiError && error.code !== Codes.BAD_REQUEST.code ? error.message : null));
        },
      },
    );
  };

  // A buy-now checkout goes back to its product, a cart checkout to the cart.
  const backToCart =
    source && 'buyNow' in source ? (
      <ButtonLink to={`/pd?id=${encodeURIComponent(source.buyNow.productId)}`} type="primary">
        {t('empty.backToProduct')}
      </ButtonLink>
    ) : (
      <ButtonLink to="/cart" type="primary">
        {t('empty.backToCart')}
      </ButtonLink>
    );
  // Every step appears at once when the delivery options are in: that first render is deferred (from the skeleton even
  // when this mounts with the options already cached), so React builds it in slices rather than in the one long task
  // of react-query's synchronous update. Only that switch: the steps' own inputs follow this component's state, which
  // must update at once (a deferred radio would spring back).
  const stepsShown = useDeferredValue(!options.isPending, false);
  // The steps whose props rarely change (delivery mode, address, pickup point, buyer) are memoised components: a
  // preview answer or a coupon choice re-renders this component and the totals, not those forms again.
  let body;
  if (!source) {
    body = <Result status="info" title={t('empty.title')} subTitle={t('empty.body')} extra={backToCart} />;
  } else if (!stepsShown) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (options.error || types.length === 0) {
    const reason = options.error instanceof ApiError ? options.error.message : t('empty.noDelivery');
    body = <Result status="warning" title={t('empty.blockedTitle')} subTitle={reason} extra={backToCart} />;
  } else if (deliveryType) {
    let step = 0;
    const problem = placeError ?? (preview.error instanceof ApiError ? preview.error.message : null) ?? shown?.blockedMessage ?? null;
    body = (
      <div className={styles.layout}>
        <div className={styles.main}>
          <CheckoutSection id="checkout-delivery" step={++step} title={t('delivery.title')}>
            <DeliveryModePicker types={types} value={deliveryType} onChange={setChosenType} />
          </CheckoutSection>
          {deliveryType === 'HOME_DELIVERY' && (
            <CheckoutSection id="checkout-address" step={++step} title={t('address.title')}>
              {addresses.isPending ? (
                <Skeleton active />
              ) : (
                <AddressChooser addresses={addressList} value={addressId} onChange={setChosenAddress} returnTo={`${location.pathname}${location.search}`} />
              )}
              {targetError && !addressId && (
                <div role="alert" className={styles.fieldError}>
                  {targetError}
                </div>
              )}
            </CheckoutSection>
          )}
          {pointKind && (
            <CheckoutSection id="checkout-pickup" step={++step} title={t(pointKind === 'STORE' ? 'pickup.storeTitle' : 'pickup.lockerTitle')}>
              <PickupPointChooser points={points} value={pointId} onChange={setChosenPoint} />
              {targetError && !pointId && (
                <div role="alert" className={styles.fieldError}>
                  {targetError}
                </div>
              )}
            </CheckoutSection>
          )}
          {deliveryType === 'NONE' && <Alert type="info" showIcon title={t('delivery.NONE.note')} />}
          <CheckoutSection id="checkout-buyer" step={++step} title={t('buyer.title')}>
            {profile.isPending || addresses.isPending ? <Skeleton active /> : <BuyerForm form={form} initialValues={buyerInitialValues} />}
          </CheckoutSection>
          <CheckoutSection id="checkout-offers" step={++step} title={t('offers.title')}>
            <h3 className={styles.subTitle}>{t('promo.title')}</h3>
            <PromoCodeBox
              applied={promoCode}
              promo={promoCode ? (shown?.promo ?? null) : null}
              currency={shown?.currency ?? 'HKD'}
              onApply={applyPromo}
              onRemove={() => setPromoCode(null)}
            />
            <h3 className={styles.subTitle}>{t('coupons.title')}</h3>
            {shown ? (
              <CouponChooser
                usable={shown.usableCoupons}
                applied={shown.appliedCoupons}
                value={coupons}
                currency={shown.currency}
                onChange={(group, id) =>
                  setCoupons((prev) => {
                    const next = { ...prev };
                    if (id) next[group] = id;
                    else delete next[group];
                    return next;
                  })
                }
              />
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} />
            )}
          </CheckoutSection>
          <CheckoutSection id="checkout-items" step={++step} title={t('items.title')}>
            {shown ? <OrderLines lines={shown.lines} currency={shown.currency} /> : <Skeleton active />}
          </CheckoutSection>
        </div>
        <CheckoutSummary
          preview={shown}
          promoCode={promoCode}
          problem={problem}
          canPlace={Boolean(shown) && current && !preview.error && shown?.blockedBy === null}
          placing={create.isPending}
          onPlace={() => void place()}
        />
      </div>
    );
  }

  return body;
}
