import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './Orders.module.css';

/** Props of OrdersPager. */
export interface OrdersPagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** The order list's page controls of spec section 2: home, previous, next and last, with "page N of M". */
export function OrdersPager({ page, pages, onChange }: OrdersPagerProps) {
  const { t } = useTranslation('orders');
  if (pages <= 1) return null;
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button icon={<DoubleLeftOutlined />} disabled={first} onClick={() => onChange(1)}>
        {t('pager.home')}
      </Button>
      <Button icon={<LeftOutlined />} disabled={first} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className={styles.pageOf} aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </span>
      <Button disabled={last} onClick={() => onChange(page + 1)}>
        {t('pager.next')} <RightOutlined />
      </Button>
      <Button disabled={last} onClick={() => onChange(pages)}>
        {t('pager.last')} <DoubleRightOutlined />
      </Button>
    </nav>
  );
}
