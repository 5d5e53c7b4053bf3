import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import hero from './MerchantHero.module.css';
import styles from './MerchantSections.module.css';

/** The shape of /merchant while it loads. */
export function MerchantSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div aria-busy="true" aria-label={t('common.loading')}>
      <div className={hero.hero}>
        <div className={hero.banner} />
        <div className={hero.body}>
          <Skeleton active avatar={{ size: 96, shape: 'square' }} title={{ width: 240 }} paragraph={{ rows: 1 }} />
        </div>
      </div>
      <div className={styles.layout}>
        <Skeleton active paragraph={{ rows: 6 }} />
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    </div>
  );
}
