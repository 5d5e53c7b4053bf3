import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductLayout.module.css';

/** The shape of /pd while the product loads. */
export function ProductDetailSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div className={styles.top} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton.Node active className={styles.skeletonImage}>
        <span />
      </Skeleton.Node>
      <div>
        <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 3 }} />
        <Skeleton.Button active block size="large" style={{ height: 96, marginTop: 16 }} />
        <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ marginTop: 24 }} />
      </div>
    </div>
  );
}
