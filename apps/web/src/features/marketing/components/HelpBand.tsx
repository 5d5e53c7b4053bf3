import type { ReactNode } from 'react';
import styles from './HelpBand.module.css';

/** A dark closing band with a short message and up to two calls to action. */
export function HelpBand({ title, body, actions }: { title: string; body: string; actions: ReactNode }) {
  return (
    <aside className={styles.band}>
      <div>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.body}>{body}</p>
      </div>
      <div className={styles.actions}>{actions}</div>
    </aside>
  );
}
