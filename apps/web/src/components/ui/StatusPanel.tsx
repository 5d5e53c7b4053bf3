import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

/** The platform's centred card for status pages (coming soon, not found, errors, a link that leads nowhere). */
export function StatusPanel({
  icon,
  code,
  title,
  body,
  actions,
  note,
  children,
  headingLevel = 2,
}: {
  /** h1 when the panel is the page's only heading. */
  headingLevel?: 1 | 2;
  icon?: ReactNode;
  code?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.panel}>
      {icon && (
        <div className={styles.icon} aria-hidden>
          {icon}
        </div>
      )}
      {code && <p className={styles.code}>{code}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {body && <p className={styles.body}>{body}</p>}
      {children}
      {actions}
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}
