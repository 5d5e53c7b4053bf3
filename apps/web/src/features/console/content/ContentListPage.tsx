import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_KINDS, type ContentKind } from '@sme/shared/schemas/catalogue';
import { CONTENT_STATUSES, type ConsoleContentRow, type ContentStatus } from '@sme/shared/schemas/console-content';
import { Button, Empty, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { useSearchFilters } from '../shell/use-search-filters';
import { useConsoleContentList } from './api/get-console-content-list';
import { ContentStatusTag } from './components/ContentStatusTag';

const FILTER_KEYS = ['q', 'kind', 'status'] as const;

/** /console/content: news, articles and help pages, filtered and paged on the server, filters in the URL. */
export function ContentListPage() {
  const { t } = useTranslation('consoleContent');
  const locale = useLocale();
  useConsoleTitle(t('title'));
  const { values, page, size, update } = useSearchFilters(FILTER_KEYS);
  const kind = CONTENT_KINDS.find((k) => k === values.kind);
  const status = CONTENT_STATUSES.find((s) => s === values.status);
  const list = useConsoleContentList({ q: values.q, kind, status, page, size });
  const title = (c: ConsoleContentRow) => (locale === 'en_US' ? c.titleEn : c.titleZh);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {t('title')}
        </Typography.Title>
        <Link to="/console/content/new">
          <Button type="primary" icon={<PlusOutlined />}>
            {t('new')}
          </Button>
        </Link>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters')}>
        <Input.Search
          key={values.q ?? ''}
          allowClear
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={values.q}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 280 }}
        />
        <Select<ContentKind>
          allowClear
          aria-label={t('form.kind')}
          placeholder={t('allKinds')}
          style={{ minWidth: 160 }}
          value={kind}
          onChange={(v) => update({ kind: v })}
          options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <Select<ContentStatus>
          allowClear
          aria-label={t('form.status')}
          placeholder={t('allStatuses')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(v) => update({ status: v })}
          options={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </Flex>
      <Table<ConsoleContentRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description={list.isError ? list.error.message : t('empty')} /> }}
        scroll={{ x: 800 }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
        columns={[
          { key: 'title', title: t('columns.title'), render: (_, c) => <Link to={`/console/content/${c.id}`}>{title(c)}</Link> },
          { key: 'kind', title: t('form.kind'), render: (_, c) => <Tag>{t(`kinds.${c.kind}`)}</Tag> },
          { key: 'slug', title: t('form.slug'), dataIndex: 'slug' },
          { key: 'status', title: t('form.status'), render: (_, c) => <ContentStatusTag status={c.status} /> },
          { key: 'published', title: t('columns.published'), render: (_, c) => formatDateTime(c.publishedAt, locale) },
        ]}
      />
    </>
  );
}
