import { Result, Skeleton } from 'antd';
import { ApiError } from '@/lib/api';
import { type BackLink, ConsoleBackLink } from './ConsolePageHeader';

/** The read of the record a console page shows or edits (a react-query result). */
export interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface RecordStateProps {
  query: RecordQuery;
  back: BackLink;
  notFoundLabel: string;
}

/** A console record that has not loaded: a skeleton while loading, else not found (404, e.g. another merchant's) or the error. */
export function RecordState({ query, back, notFoundLabel }: RecordStateProps) {
  if (!query.isError) return <Skeleton active />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return <Result status={missing ? '404' : 'error'} title={missing ? notFoundLabel : query.error?.message} extra={<ConsoleBackLink {...back} />} />;
}
