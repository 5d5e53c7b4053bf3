import { APPLICATION_KINDS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@sme/shared/application-status';
import type { ConsoleApplicationSummaryView } from '@sme/shared/schemas/console-applications';
import { Checkbox, DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { ConsolePageHeader } from '../../kit/ConsolePageHeader';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { PagedTable } from '../../kit/PagedTable';
import { useUrlFilters } from '../../kit/use-url-filters';
import { useConsoleApplications } from '../api/get-console-applications';
import { ApplicationStatusTag } from './components/ApplicationStatusTag';
import { SlaBadge } from './components/SlaBadge';
import { waitingTime } from './waiting-time';

const FILTER_KEYS = ['kind', 'status', 'from', 'to', 'reference', 'applicant', 'overdue'] as const;
const DAY = 'YYYY-MM-DD';
/** Drafts are the applicant's own business: the queue never holds them. */
const QUEUE_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'DRAFT');

/** /console/applications: the review queue, filtered and paged on the server, filters in the URL; overdue ones badged. */
export function ApplicationQueuePage() {
  const { t } = useTranslation('consoleReview');
  const { t: tc } = useTranslation('console');
  const locale = useLocale();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const kind = APPLICATION_KINDS.find((k) => k === values.kind);
  const status = QUEUE_STATUSES.find((s) => s === values.status);
  const overdue = values.overdue === 'true';
  const applications = useConsoleApplications({
    kind,
    status,
    from: values.from,
    to: values.to,
    reference: values.reference,
    applicant: values.applicant,
    overdue: overdue ? 'true' : undefined,
    page,
    size,
  });

  const waiting = (a: ConsoleApplicationSummaryView) => {
    const w = waitingTime(a.status, a.submittedAt);
    if (!w) return '';
    if (w.days > 0) return t('waiting.days', w);
    return w.hours > 0 ? t('waiting.hours', w) : t('waiting.minutes', w);
  };

  return (
    <>
      <ConsolePageHeader title={tc('nav.applications')} />
      <FilterBar label={t('queue.filters')}>
        <FilterSelect<ApplicationKind>
          wide
          label={t('queue.kind')}
          placeholder={t('queue.allKinds')}
          value={kind}
          onChange={(v) => update({ kind: v })}
          options={APPLICATION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        <FilterSelect<ApplicationStatus>
          label={t('queue.status')}
          placeholder={t('queue.allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={QUEUE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('queue.submittedBetween')}
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
        <FilterSearch
          narrow
          label={t('queue.reference')}
          placeholder={t('queue.referencePlaceholder')}
          value={values.reference}
          onSearch={(reference) => update({ reference })}
        />
        <FilterSearch
          narrow
          label={t('queue.applicant')}
          placeholder={t('queue.applicantPlaceholder')}
          value={values.applicant}
          onSearch={(applicant) => update({ applicant })}
        />
        <Checkbox checked={overdue} onChange={(e) => update({ overdue: e.target.checked ? 'true' : undefined })}>
          {t('queue.overdueOnly')}
        </Checkbox>
      </FilterBar>
      <PagedTable<ConsoleApplicationSummaryView>
        query={applications}
        paging={filters}
        emptyText={t('queue.empty')}
        scroll={{ x: 1100 }}
        columns={[
          { key: 'reference', title: t('queue.columns.reference'), render: (_, a) => <Link to={`/console/applications/${a.id}`}>{a.reference}</Link> },
          { key: 'kind', title: t('queue.columns.kind'), render: (_, a) => t(`kind.${a.kind}`) },
          { key: 'title', title: t('queue.columns.title'), render: (_, a) => a.title ?? '' },
          {
            key: 'applicant',
            title: t('queue.columns.applicant'),
            render: (_, a) => (
              <Flex vertical>
                <span>{a.applicantName}</span>
                <Typography.Text type="secondary">{a.applicantEmail}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'status', title: t('queue.columns.status'), render: (_, a) => <ApplicationStatusTag status={a.status} /> },
          { key: 'submitted', title: t('queue.columns.submitted'), render: (_, a) => formatDateTime(a.submittedAt, locale) },
          {
            key: 'waiting',
            title: t('queue.columns.waiting'),
            render: (_, a) => (
              <Flex gap={6} align="center" wrap>
                {waiting(a)}
                <SlaBadge overdue={a.overdue} />
              </Flex>
            ),
          },
          {
            key: 'reviewer',
            title: t('queue.columns.reviewer'),
            render: (_, a) => a.reviewerName ?? <Typography.Text type="secondary">{t('queue.unassigned')}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
