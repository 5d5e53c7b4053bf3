import type { ReactNode } from 'react';
import styles from './MarketingSection.module.css';

/** Props of a full-width landing section. */
export interface MarketingSectionProps {
  id?: string;
  /** Background: white, a soft tint, or the dark brand gradient. */
  tone?: 'plain' | 'tint' | 'dark';
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  children?: ReactNode;
  className?: string;
}

/** A full-width band with a centred heading and a 1200 px content column, the rhythm of every landing page. */
export function MarketingSection({ id, tone = 'plain', eyebrow, title, subtitle, children, className }: MarketingSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        {(eyebrow || title || subtitle) && (
          <header className={styles.heading}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            {title && (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
