import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListRead, ListOrFailure } from './ListFailure';
import type { FilterChange } from './use-url-filters';

/** A server page of rows, as every console list endpoint answers it. */
export interface ServerPage<T> {
  list: T[];
  total: number;
}

/** The read of a server page (a react-query result). */
interface PageQuery<T> extends ListRead {
  data?: ServerPage<T> | undefined;
  isFetching: boolean;
}

interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  query: PageQuery<T>;
  /** The page and size from useUrlFilters, and its update: paging writes to the URL. */
  paging: { page: number; size: number; update: (change: FilterChange<never>) => void };
  /** The "N in total" text; the console's own by default. */
  totalText?: (total: number) => string;
  /** Shown when there are no rows; antd's empty state by default (a failed read shows ListFailure instead). */
  emptyText?: ReactNode;
}

/** A console list's table paged on the server: page and size in the URL, the total, loading, empty and failed states. */
export function PagedTable<T extends object>({ query, paging, totalText, emptyText, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation('console');
  return (
    <ListOrFailure read={query}>
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
    </ListOrFailure>
  );
}
