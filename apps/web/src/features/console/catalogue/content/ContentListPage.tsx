import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_KINDS, type ContentKind } from '@sme/shared/schemas/catalogue';
import { CONTENT_STATUSES, type ConsoleContentRow, type ContentStatus } from '@sme/shared/schemas/console-content';
import { Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { ConsolePageHeader } from '../../kit/ConsolePageHeader';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { PagedTable } from '../../kit/PagedTable';
import { useUrlFilters } from '../../kit/use-url-filters';
import { useConsoleContentList } from './api/get-console-content-list';
import { ContentStatusTag } from './components/ContentStatusTag';

const FILTER_KEYS = ['q', 'kind', 'status'] as const;

/** /console/content: news, articles and help pages, filtered and paged on the server, filters in the URL. */
export function ContentListPage() {
  const { t } = useTranslation('consoleContent');
  const locale = useLocale();
  useConsoleTitle(t('title'));
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const kind = CONTENT_KINDS.find((k) => k === values.kind);
  const status = CONTENT_STATUSES.find((s) => s === values.status);
  const list = useConsoleContentList({ q: values.q, kind, status, page, size });
  const title = (c: ConsoleContentRow) => (locale === 'en_US' ? c.titleEn : c.titleZh);

  return (
    <>
      <ConsolePageHeader
        title={t('title')}
        extra={
          <Link to="/console/content/new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('new')}
            </Button>
          </Link>
        }
      />
      <FilterBar label={t('filters')}>
        <FilterSearch label={t('search')} placeholder={t('searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect<ContentKind>
          label={t('form.kind')}
          placeholder={t('allKinds')}
          value={kind}
          onChange={(v) => update({ kind: v })}
          options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <FilterSelect<ContentStatus>
          label={t('form.status')}
          placeholder={t('allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <PagedTable<ConsoleContentRow>
        query={list}
        paging={filters}
        emptyText={<Empty description={t('empty')} />}
        totalText={(total) => t('total', { total })}
        scroll={{ x: 800 }}
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
