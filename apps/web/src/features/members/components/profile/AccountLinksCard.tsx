import { EnvironmentOutlined, FileDoneOutlined, RightOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './ProfileCards.module.css';

/** The member's other account pages reachable from the profile (labels are the member menu's). */
const LINKS: ReadonlyArray<{ to: string; label: string; icon: ReactNode }> = [
  { to: '/applications', label: 'member.applications', icon: <FileDoneOutlined /> },
  { to: '/orders', label: 'member.orders', icon: <ShoppingOutlined /> },
  { to: '/addresses', label: 'member.addresses', icon: <EnvironmentOutlined /> },
];

/** Links from the profile to the member's applications, orders and addresses. */
export function AccountLinksCard() {
  const { t } = useTranslation();
  return (
    <nav className={styles.card} aria-labelledby="account-links">
      <h2 id="account-links" className={styles.cardTitle}>
        {t('member.menu')}
      </h2>
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={`${styles.detailRow} ${styles.linkRow}`}>
          <span className={styles.detailIcon} aria-hidden>
            {link.icon}
          </span>
          <span className={styles.detailValue}>{t(link.label)}</span>
          <RightOutlined aria-hidden className={styles.linkArrow} />
        </Link>
      ))}
    </nav>
  );
}
