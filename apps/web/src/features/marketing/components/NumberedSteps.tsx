import type { ReactNode } from 'react';
import styles from './NumberedSteps.module.css';

/** One step: its title, explanation and optional calls to action. */
export interface NumberedStep {
  key: string;
  title: string;
  body: string;
  actions?: ReactNode;
}

/** A vertical, numbered sequence joined by a line — for "how it works" style explanations. */
export function NumberedSteps({ steps }: { steps: NumberedStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.key} className={styles.step}>
          <span className={styles.index} aria-hidden>
            {index + 1}
          </span>
          <div className={styles.card}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.body}>{step.body}</p>
            {step.actions && <div className={styles.actions}>{step.actions}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
