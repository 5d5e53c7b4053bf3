import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ListStates.module.css';

/** Placeholder cards while a list loads, laid out like the cards they stand for. */
export function CardGridSkeleton({ count = 8, variant = 'product' }: { count?: number; variant?: 'product' | 'merchant' | 'content' }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={variant === 'product' ? styles.productGrid : styles.wideGrid} aria-busy="true" aria-label={t('state.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <div className={variant === 'product' ? styles.skeletonSquare : styles.skeletonBanner} />
          <div className={styles.skeletonBody}>
            <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 2, width: ['60%', '40%'] }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load: what happened and a retry button. */
export function ListError({ onRetry, title }: { onRetry: () => void; title?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <Result
      status="warning"
      title={title ?? t('state.errorTitle')}
      subTitle={t('state.errorBody')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** An empty list: a message and, when given, a way out (clear filters, browse). */
export function ListEmpty({ title, body, action }: { title: ReactNode; body?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className={styles.emptyTitle}>{title}</strong>
            {body && <span className={styles.emptyBody}>{body}</span>}
          </>
        }
      >
        {action}
      </Empty>
    </div>
  );
}
