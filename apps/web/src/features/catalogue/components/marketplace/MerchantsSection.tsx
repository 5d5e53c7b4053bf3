import { useTranslation } from 'react-i18next';
import { MerchantCard } from '@/components/catalogue/MerchantCard';
import { useMerchants } from '../../api/get-merchants';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';
import { SectionFallback } from './SectionFallback';

/** Recommended merchants, with the way to all of them. */
export function MerchantsSection() {
  const { t } = useTranslation('catalogue');
  const merchants = useMerchants({ sort: 'recommended', size: 8 });
  if (merchants.data && merchants.data.list.length === 0) return null;
  return (
    <MarketSection
      id="merchants"
      tone="tint"
      title={t('marketplace.merchants.title')}
      subtitle={t('marketplace.merchants.subtitle')}
      more={{ to: '/mcList', label: t('marketplace.merchants.more') }}
    >
      {!merchants.data ? (
        <SectionFallback query={merchants} variant="merchant" />
      ) : (
        <div className={styles.merchantGrid}>
          {merchants.data.list.map((m) => (
            <MerchantCard key={m.id} merchant={m} />
          ))}
        </div>
      )}
    </MarketSection>
  );
}
