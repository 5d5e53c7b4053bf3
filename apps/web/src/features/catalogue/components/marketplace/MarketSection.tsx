import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Marketplace.module.css';

/** Props of MarketSection. */
export interface MarketSectionProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** "See all" link to the full list. */
  more?: { to: string; label: ReactNode };
  tone?: 'plain' | 'tint' | 'dark';
  children: ReactNode;
}

/** One band of the marketplace page: heading, optional "see all" link, content in the page column. */
export function MarketSection({ id, title, subtitle, more, tone = 'plain', children }: MarketSectionProps) {
  const toneClass = tone === 'tint' ? styles.tint : tone === 'dark' ? styles.dark : '';
  return (
    <section className={[styles.band, toneClass].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {more && (
            <Link to={more.to} className={styles.more}>
              {more.label} <RightOutlined aria-hidden />
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
