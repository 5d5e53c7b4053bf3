import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ListFailure.module.css';

/** The read behind a console list (a react-query result): enough to tell a failed read from an empty list and retry it. */
export interface ListRead {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A console list whose read failed: what happened and a retry, where the table would otherwise claim "No data". */
export function ListFailure({ read }: { read: ListRead }) {
  const { t } = useTranslation('console');
  return (
    <Alert
      type="error"
      showIcon
      className={styles.failure}
      title={t('table.loadFailed')}
      description={read.error?.message}
      action={
        <Button size="small" loading={read.isFetching} onClick={() => void read.refetch()}>
          {t('table.retry')}
        </Button>
      }
    />
  );
}

/** The list (a table, usually), or ListFailure in its place when its read failed: a failed read never looks empty. */
export function ListOrFailure({ read, children }: { read: ListRead; children: ReactNode }) {
  return read.isError ? <ListFailure read={read} /> : children;
}
