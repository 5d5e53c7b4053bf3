import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { FilterBar } from '../kit/FilterBar';
import { FilterSearch } from '../kit/FilterSearch';
import { PagedTable } from '../kit/PagedTable';
import { useUrlFilters } from '../kit/use-url-filters';
import { type AuditEntryView, useAuditList } from './api/get-audit-list';
import { auditRange } from './audit-range';
import { AuditActor } from './AuditActor';
import styles from './AuditSection.module.css';

const FILTER_KEYS = ['actorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
const TEXT_FILTERS = ['actorId', 'action', 'targetType', 'targetId'] as const;
const DAY = 'YYYY-MM-DD';

/** /console/audit (admins): every state-changing console action, newest first, filtered in the URL. */
export default function AuditSection() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const filters = useUrlFilters(FILTER_KEYS, 50);
  const { values, page, size, update } = filters;
  const audit = useAuditList({ ...values, ...auditRange(values.from, values.to), page, size });
  return (
    <>
      <ConsolePageHeader title={t('nav.audit')} />
      <FilterBar label={t('audit.filters')}>
        {TEXT_FILTERS.map((key) => (
          <FilterSearch key={key} narrow label={t(`audit.${key}`)} placeholder={t(`audit.${key}`)} value={values[key]} onSearch={(v) => update({ [key]: v })} />
        ))}
        <DatePicker.RangePicker
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
      </FilterBar>
      <PagedTable<AuditEntryView>
        query={audit}
        paging={filters}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowRender: (e) => <pre className={styles.detail}>{JSON.stringify(e.detail, null, 2)}</pre> }}
        columns={[
          { key: 'at', title: t('audit.at'), render: (_, e) => formatDateTime(e.at, locale) },
          { key: 'actor', title: t('audit.actor'), render: (_, e) => <AuditActor entry={e} onFilter={() => update({ actorId: e.actorId })} /> },
          { key: 'action', title: t('audit.actionColumn'), render: (_, e) => <code>{e.action}</code> },
          { key: 'target', title: t('audit.target'), render: (_, e) => `${e.targetType}${e.targetId ? ` ${e.targetId}` : ''}` },
          { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
