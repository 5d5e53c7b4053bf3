import { Alert, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PagedTable.module.css';
import type { FilterChange } from './use-url-filters';

/** A server page of rows, as every console list endpoint answers it. */
export interface ServerPage<T> {
  list: T[];
  total: number;
}

/** The read of a server page (a react-query result). */
interface PageQuery<T> {
  data?: ServerPage<T> | undefined;
  isFetching: boolean;
}

interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  query: PageQuery<T>;
  /** The page and size from useUrlFilters, and its update: paging writes to the URL. */
  paging: { page: number; size: number; update: (change: FilterChange<never>) => void };
  /** The "N in total" text; the console's own by default. */
  totalText?: (total: number) => string;
  /** Shown when there are no rows (or the read failed); antd's empty state by default. */
  emptyText?: ReactNode;
  /** Shown as an error banner above the table (the read's failure, for lists that report it there). */
  failure?: string | undefined;
}

/** A console list's table paged on the server: page and size in the URL, the total, loading and empty states. */
export function PagedTable<T extends object>({ query, paging, totalText, emptyText, failure, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation('console');
  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} className={styles.failure} />}
      <Table<T>
        rowKey="id"
        size="small"
        scroll={{ x: 900 }}
        locale={emptyText === undefined ? undefined : { emptyText }}
        {...table}
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: totalText ?? ((total) => t('table.total', { total })),
          onChange: (page, size) => paging.update({ page, size }),
        }}
      />
    </>
  );
}
