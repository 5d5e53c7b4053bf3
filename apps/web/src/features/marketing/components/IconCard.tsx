import { ArrowRightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './IconCard.module.css';

/** Props of a card with an icon, a title, a line of text and an optional link. */
export interface IconCardProps {
  icon: ReactNode;
  title: string;
  body: string;
  link?: { to: string; label: string };
  /** A quieter second way in under the main link (e.g. the Mainland applicants' form beside the Hong Kong one). */
  secondaryLink?: { to: string; label: string };
}

/** A compact card for a service, reason or offering. */
export function IconCard({ icon, title, body, link, secondaryLink }: IconCardProps) {
  return (
    <article className={styles.card}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.body}>{body}</p>
      {link && (
        <Link className={styles.link} to={link.to}>
          {link.label} <ArrowRightOutlined aria-hidden />
        </Link>
      )}
      {secondaryLink && (
        <Link className={styles.secondaryLink} to={secondaryLink.to}>
          {secondaryLink.label}
        </Link>
      )}
    </article>
  );
}

/** A responsive grid of cards: 3 (or 2 / 4) columns on desktop, 2 on tablets, 1 on phones. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  const extra = columns === 2 ? styles.grid2 : columns === 4 ? styles.grid4 : '';
  return <div className={[styles.grid, extra].join(' ')}>{children}</div>;
}
