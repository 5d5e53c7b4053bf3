import { SafetyCertificateFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MerchantCard } from '@/components/catalogue/MerchantCard';
import { useMerchants } from '../../api/get-merchants';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';
import { SectionFallback } from './SectionFallback';

/** Verified suppliers: what verification means, and the first verified merchants. */
export function VerifiedSuppliers() {
  const { t } = useTranslation('catalogue');
  const merchants = useMerchants({ verified: true, size: 4 });
  if (merchants.data && merchants.data.list.length === 0) return null;
  return (
    <MarketSection
      id="verified"
      title={
        <span className={styles.titleWithIcon}>
          <SafetyCertificateFilled aria-hidden className={styles.verifiedIcon} /> {t('marketplace.verified.title')}
        </span>
      }
      subtitle={t('marketplace.verified.subtitle')}
      more={{ to: '/mcList?verified=true', label: t('marketplace.verified.more') }}
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
