import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './Pager.module.css';

/** Props of Pager. */
export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links under a list: hidden when everything fits on one page; compact on small screens. */
export function Pager({ page, size, total, onChange }: PagerProps) {
  const { t } = useTranslation('catalogue');
  if (total <= size && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Pagination
        current={page}
        pageSize={size}
        total={total}
        showSizeChanger={false}
        responsive
        showTotal={(count) => t('pager.total', { count })}
        onChange={onChange}
      />
    </nav>
  );
}
