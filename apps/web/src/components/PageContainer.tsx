import type { ReactNode } from 'react';
import styles from './PageContainer.module.css';

/** Props of PageContainer. */
export interface PageContainerProps {
  /** Page heading (h1) shown in the hero band; without title and subtitle there is no band. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** Actions or content under the subtitle, inside the band. */
  extra?: ReactNode;
  /** Light tint (default) or the dark brand gradient. */
  tone?: 'light' | 'dark';
  /** 1200 px (default) or a reading width of 820 px for text pages and forms. */
  width?: 'default' | 'narrow';
  children?: ReactNode;
  className?: string;
}

/** The standard page frame: an optional hero band with the page title, then content in the shared max-width column. */
export function PageContainer({ title, subtitle, eyebrow, extra, tone = 'light', width = 'default', children, className }: PageContainerProps) {
  const inner = [styles.inner, width === 'narrow' ? styles.narrow : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {(title || subtitle) && (
        <header className={[styles.hero, tone === 'dark' ? styles.heroDark : ''].filter(Boolean).join(' ')}>
          <div className={inner}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            {title && <h1 className={styles.title}>{title}</h1>}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            {extra && <div className={styles.extra}>{extra}</div>}
          </div>
        </header>
      )}
      {children !== undefined && (
        <div className={styles.body}>
          <div className={inner}>{children}</div>
        </div>
      )}
    </div>
  );
}
