import type { ReactNode } from 'react';
import { type BackLink, ConsolePageHeader } from './ConsolePageHeader';
import styles from './DetailFrame.module.css';
import { type RecordQuery, RecordState } from './RecordState';

interface DetailFrameProps {
  /** The record's query while the frame should wait for it; null or absent on a "new" page or once loaded. */
  query?: RecordQuery | null;
  back: BackLink;
  /** The not-found text when the query answers 404. */
  notFoundLabel?: string;
  title: ReactNode;
  /** The record's status tag. */
  tag?: ReactNode;
  /** The record's buttons (publish, disable, quote…). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every console detail and edit page: back link, title with status tag and actions, the sections below,
 * and the loading, not-found and error states of the record's query.
 */
export function DetailFrame({ query, back, notFoundLabel = '', title, tag, actions, children }: DetailFrameProps) {
  if (query && (query.isPending || query.isError)) return <RecordState query={query} back={back} notFoundLabel={notFoundLabel} />;
  return (
    <div>
      <ConsolePageHeader back={back} title={title} tag={tag} extra={actions} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
