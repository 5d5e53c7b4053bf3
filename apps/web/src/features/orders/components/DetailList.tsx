import type { ReactNode } from 'react';
import styles from './OrderDetail.module.css';

/** Label–value pairs of an order card (delivery, customer info) as a description list. */
export function DetailList({ items }: { items: ReadonlyArray<{ key: string; label: string; children: ReactNode }> }) {
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.key} className={styles.detailRow}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
