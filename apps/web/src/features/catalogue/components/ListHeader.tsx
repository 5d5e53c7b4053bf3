import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './ListHeader.module.css';

/** Props of ListHeader. */
export interface ListHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Crumbs after "Marketplace"; the last one is the current page (no link). */
  crumbs?: Array<{ label: ReactNode; to?: string }>;
  extra?: ReactNode;
}

/** The compact heading of a catalogue list: breadcrumb from the marketplace, h1, a line of context. */
export function ListHeader({ title, subtitle, crumbs = [], extra }: ListHeaderProps) {
  const { t } = useTranslation('catalogue');
  const items = [
    { title: <Link to="/marketplace">{t('marketplace.title')}</Link> },
    ...crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : c.label })),
  ];
  return (
    <header className={styles.header}>
      <Breadcrumb items={items} className={styles.crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </header>
  );
}
