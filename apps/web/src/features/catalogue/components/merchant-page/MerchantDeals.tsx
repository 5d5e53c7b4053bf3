import { CopyOutlined, GiftOutlined, TagOutlined } from '@ant-design/icons';
import type { CouponOfferView, PromoCodeView } from '@sme/shared/schemas/promotions';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CouponTicket } from '@/components/promotions/CouponTicket';
import { OfferCollectButton } from '@/components/promotions/OfferCollectButton';
import { useLocale } from '@/lib/i18n';
import { feedback } from '@/lib/ui/feedback';
import { useMerchantCoupons } from '../../api/get-merchant-coupons';
import { useMerchantPromoCodes } from '../../api/get-merchant-promo-codes';
import styles from './MerchantDeals.module.css';
import { promoRuleText } from './promo-rule';
import sections from './MerchantSections.module.css';

/** The translate function of useTranslation('product'). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Under a coupon: how many the member holds of the limit, or else how many are left. */
function couponNote(offer: CouponOfferView, t: Translate): string | undefined {
  if (offer.heldByMe > 0) return t('merchant.deals.held', { held: offer.heldByMe, limit: offer.perMemberLimit });
  if (offer.remaining !== null && offer.remaining > 0) return t('merchant.deals.remaining', { count: offer.remaining });
  return undefined;
}

/** One promotion code: the code, its title and rule, and Copy (the member enters it at checkout). */
function PromoCodeCard({ promo }: { promo: PromoCodeView }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const copy = () =>
    (navigator.clipboard?.writeText(promo.code) ?? Promise.reject(new Error('no clipboard'))).then(
      () => void feedback().message.success(t('merchant.deals.copied', { code: promo.code })),
      () => void feedback().message.error(t('merchant.deals.copyFailed')),
    );
  return (
    <article className={styles.code} aria-label={promo.title}>
      <div className={styles.codeText}>
        <strong className={styles.codeValue}>{promo.code}</strong>
        <p className={styles.codeTitle}>{promo.title}</p>
        <span className={styles.codeRule}>{promoRuleText(promo, t, locale)}</span>
      </div>
      <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('merchant.deals.copyNamed', { code: promo.code })}>
        {t('merchant.deals.copy')}
      </Button>
    </article>
  );
}

/**
 * The merchant page's deals: the merchant's coupon offers open now, each with Collect (a visitor is asked to sign in
 * and comes back; the answer says what the member already holds), and its promotion codes valid now, each with its
 * rule and Copy. Nothing shows while loading, when there is nothing, or when they could not be loaded.
 */
export function MerchantDeals({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('product');
  const coupons = useMerchantCoupons(merchantId).data?.list ?? [];
  const codes = useMerchantPromoCodes(merchantId).data?.list ?? [];
  if (coupons.length === 0 && codes.length === 0) return null;
  return (
    <section className={[sections.card, styles.deals].join(' ')} aria-labelledby="merchant-deals">
      <h2 id="merchant-deals" className={sections.heading}>
        {t('merchant.deals.title')}
      </h2>
      {coupons.length > 0 && (
        <div className={styles.group}>
          <h3 id="merchant-coupons" className={styles.groupTitle}>
            <GiftOutlined aria-hidden /> {t('merchant.deals.coupons')}
          </h3>
          <ul className={styles.list} aria-labelledby="merchant-coupons">
            {coupons.map((offer) => (
              <li key={offer.id}>
                <CouponTicket coupon={offer} compact note={couponNote(offer, t)} action={<OfferCollectButton offer={offer} size="small" />} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {codes.length > 0 && (
        <div className={styles.group}>
          <h3 id="merchant-codes" className={styles.groupTitle}>
            <TagOutlined aria-hidden /> {t('merchant.deals.codes')}
          </h3>
          <p className={styles.hint}>{t('merchant.deals.codesHint')}</p>
          <ul className={styles.list} aria-labelledby="merchant-codes">
            {codes.map((promo) => (
              <li key={promo.code}>
                <PromoCodeCard promo={promo} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
