import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

/** Props of SectionHeading. */
export interface SectionHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level: h2 (default) for page sections, h3 inside cards or sub-sections. */
  level?: 2 | 3;
  /** id of the heading element, for aria-labelledby and in-page links. */
  id?: string;
}

/** A section title with optional eyebrow and subtitle, in the shell's type scale. */
export function SectionHeading({ title, subtitle, eyebrow, align = 'left', level = 2, id }: SectionHeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <div className={[styles.heading, align === 'center' ? styles.center : ''].filter(Boolean).join(' ')}>
      {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
      <Tag id={id} className={[styles.title, level === 3 ? styles.level3 : ''].filter(Boolean).join(' ')}>
        {title}
      </Tag>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
