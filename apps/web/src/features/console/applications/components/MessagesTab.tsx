import type { ConsoleContactRow, ConsoleFeedbackRow } from '@sme/shared/schemas/console-inbox';
import { Button, DatePicker, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { PagedTable } from '../../kit/PagedTable';
import type { useUrlFilters } from '../../kit/use-url-filters';
import type { InboxKind } from '../api/console-inbox-keys';
import { type InboxRow, useInboxMessages } from '../api/get-inbox-messages';
import { MessageDrawer } from './MessageDrawer';

const DAY = 'YYYY-MM-DD';

type Filters = ReturnType<typeof useUrlFilters<'tab' | 'q' | 'from' | 'to' | 'status'>>;

/** One message list (feedback or contact): search, Hong Kong day range, newest first; a row opens the whole message. */
export function MessagesTab<K extends InboxKind>({ kind, filters }: { kind: K; filters: Filters }) {
  const { t } = useTranslation('consoleApplications');
  const locale = useLocale();
  const { values, page, size, update } = filters;
  const messages = useInboxMessages(kind, { q: values.q, from: values.from, to: values.to, page, size });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = (id: string) => (
    <Button type="link" size="small" onClick={() => setOpenId(id)}>
      {t('read')}
    </Button>
  );

  const columns: TableColumnsType<ConsoleFeedbackRow | ConsoleContactRow> =
    kind === 'feedback'
      ? [
          { key: 'at', title: t('received'), width: 170, render: (_, r) => formatDateTime(r.createdAt, locale) },
          { key: 'category', title: t('category'), render: (_, r) => t(`categories.${(r as ConsoleFeedbackRow).category}`) },
          { key: 'content', title: t('content'), render: (_, r) => (r as ConsoleFeedbackRow).content },
          { key: 'from', title: t('from'), render: (_, r) => [r.name, r.email].filter(Boolean).join(' · ') || t('anonymous') },
          { key: 'open', title: '', width: 80, render: (_, r) => open(r.id) },
        ]
      : [
          { key: 'at', title: t('received'), width: 170, render: (_, r) => formatDateTime(r.createdAt, locale) },
          { key: 'from', title: t('from'), render: (_, r) => `${r.name ?? ''} · ${r.email ?? ''}` },
          { key: 'phone', title: t('phone'), render: (_, r) => (r as ConsoleContactRow).phone ?? '—' },
          { key: 'subject', title: t('subject'), render: (_, r) => (r as ConsoleContactRow).subject ?? '—' },
          { key: 'message', title: t('message'), render: (_, r) => (r as ConsoleContactRow).message },
          { key: 'open', title: '', width: 80, render: (_, r) => open(r.id) },
        ];

  return (
    <>
      <FilterBar label={t('filters')}>
        <FilterSearch wide label={t('search')} placeholder={t('searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <DatePicker.RangePicker
          aria-label={t('dateRange')}
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
      </FilterBar>
      <PagedTable<InboxRow<K>>
        query={{ ...messages, data: messages.data && { list: messages.data.list as InboxRow<K>[], total: messages.data.total } }}
        paging={filters}
        emptyText={t('empty')}
        totalText={(total) => t('total', { total })}
        columns={columns as TableColumnsType<InboxRow<K>>}
      />
      <MessageDrawer kind={kind} id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
