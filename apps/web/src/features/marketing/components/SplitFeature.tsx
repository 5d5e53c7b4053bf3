import type { ReactNode } from 'react';
import { CheckList } from './CheckList';
import styles from './SplitFeature.module.css';

/** Props of a text-beside-illustration feature block. */
export interface SplitFeatureProps {
  id?: string;
  eyebrow: string;
  title: string;
  body: string;
  points?: string[];
  /** Extra content under the body, such as payment-method chips. */
  extra?: ReactNode;
  actions?: ReactNode;
  art: ReactNode;
  /** Put the illustration on the left (alternating blocks read better down a long page). */
  reverse?: boolean;
}

/** A feature explained in words on one side and drawn on the other; stacks on phones. */
export function SplitFeature({ id, eyebrow, title, body, points, extra, actions, art, reverse = false }: SplitFeatureProps) {
  return (
    <div className={[styles.split, reverse ? styles.reverse : ''].join(' ')}>
      <div className={styles.text}>
        <span className={styles.eyebrow}>{eyebrow}</span>
        <h2 id={id ? `${id}-title` : undefined} className={styles.title}>
          {title}
        </h2>
        <p className={styles.body}>{body}</p>
        {extra && <div className={styles.extra}>{extra}</div>}
        {points && points.length > 0 && <CheckList items={points} />}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.art}>{art}</div>
    </div>
  );
}
