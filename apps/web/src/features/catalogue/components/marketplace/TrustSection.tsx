import { SafetyCertificateOutlined, ShopOutlined, AppstoreOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, LOCALE_META } from '@/lib/i18n';
import { useProducts } from '../../api/get-products';
import { useMerchants } from '../../api/get-merchants';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';

/** Why buyers can trust the marketplace, with live counts of merchants, verified suppliers and listings. */
export function TrustSection() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  // size 1: only the totals are wanted; these answers are shared with nothing else, so they are cheap.
  const merchants = useMerchants({ size: 1 });
  const verified = useMerchants({ verified: true, size: 1 });
  const products = useProducts({ size: 1 });
  const number = (n: number | undefined) => (n === undefined ? '—' : new Intl.NumberFormat(LOCALE_META[locale].htmlLang).format(n));
  const stats: Array<{ key: string; icon: ReactNode; value: number | undefined }> = [
    { key: 'merchants', icon: <ShopOutlined />, value: merchants.data?.total },
    { key: 'verified', icon: <SafetyCertificateOutlined />, value: verified.data?.total },
    { key: 'listings', icon: <AppstoreOutlined />, value: products.data?.total },
  ];

  return (
    <MarketSection id="trust" tone="dark" title={t('marketplace.trust.title')} subtitle={t('marketplace.trust.subtitle')}>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.key} className={styles.stat}>
            <dt className={styles.statLabel}>
              <span aria-hidden className={styles.statIcon}>
                {s.icon}
              </span>
              {t(`marketplace.trust.${s.key}`)}
            </dt>
            <dd className={styles.statValue}>{number(s.value)}</dd>
          </div>
        ))}
      </dl>
    </MarketSection>
  );
}
