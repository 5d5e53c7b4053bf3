import type { ReactNode } from 'react';
import styles from './ListStates.module.css';

/** The responsive grid every catalogue list uses: product cards (narrow) or merchant and content cards (wide). */
export function CardGrid({ variant = 'product', children, label }: { variant?: 'product' | 'wide'; children: ReactNode; label?: string }) {
  return (
    <div className={variant === 'product' ? styles.productGrid : styles.wideGrid} role="list" aria-label={label}>
      {children}
    </div>
  );
}

/** One cell of a CardGrid. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
