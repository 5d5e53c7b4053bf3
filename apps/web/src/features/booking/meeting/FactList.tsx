import type { ReactNode } from 'react';
import styles from './Meeting.module.css';

/** One label–value pair of a call. */
export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** A call's facts as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.factRow}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
