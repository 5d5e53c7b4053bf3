import type { ConsoleContactRow, ConsoleFeedbackRow } from '@sme/shared/schemas/console-inbox';
import { Button, DatePicker, Flex, Input, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useLocale } from '@/lib/i18n';
import type { useSearchFilters } from '../../shell/use-search-filters';
import type { InboxKind } from '../api/console-inbox-keys';
import { type InboxRow, useInboxMessages } from '../api/get-inbox-messages';
import { MessageDrawer } from './MessageDrawer';

const DAY = 'YYYY-MM-DD';

type Filters = ReturnType<typeof useSearchFilters<'tab' | 'q' | 'from' | 'to' | 'status'>>;

/** One message list (feedback or contact): search, Hong Kong day range, newest first; a row opens the whole message. */
export function MessagesTab<K extends InboxKind>({ kind, filters }: { kind: K; filters: Filters }) {
  const { t } = useTranslation('consoleInbox');
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
          { key: 'category', title: t('category'), render: (_, r) => (r as ConsoleFeedbackRow).category },
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
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters')}>
        <Input.Search
          key={values.q ?? ''}
          allowClear
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={values.q}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 300 }}
        />
        <DatePicker.RangePicker
          aria-label={t('dateRange')}
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
      </Flex>
      <Table<InboxRow<K>>
        rowKey="id"
        size="small"
        loading={messages.isFetching}
        dataSource={(messages.data?.list ?? []) as InboxRow<K>[]}
        locale={{ emptyText: messages.isError ? t('loadFailed') : t('empty') }}
        scroll={{ x: 900 }}
        columns={columns as TableColumnsType<InboxRow<K>>}
        pagination={{
          current: page,
          pageSize: size,
          total: messages.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
      />
      <MessageDrawer kind={kind} id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
