import type { HighlightSegments } from '@sme/shared/schemas/catalogue';
import styles from './Highlighted.module.css';

/** Text with the parts a search matched shown as <mark>; plain text when there are no segments. */
export function Highlighted({ text, segments }: { text: string; segments?: HighlightSegments | null }) {
  if (!segments || segments.length === 0) return <>{text}</>;
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          <mark key={i} className={styles.mark}>
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
