import styles from './RichText.module.css';

/**
 * HTML written by merchants (descriptions, terms), already sanitised by the server when it was saved: the server is the
 * one place that decides which tags survive, so this only lays it out.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={[styles.rich, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
