import type { ReactNode } from 'react';
import styles from './Checkout.module.css';

/** Props of CheckoutSection. */
export interface CheckoutSectionProps {
  id: string;
  step: number;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** One numbered step of the checkout page, a titled card. */
export function CheckoutSection({ id, step, title, extra, children }: CheckoutSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <header className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden>
            {step}
          </span>
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
