import { APPLICATION_REPLY_HOURS, APPLICATION_STATUSES, type ApplicationStatus } from '@sme/shared/application-status';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { Pager } from '@/components/ui/Pager';
import { parsePage } from '@/lib/hooks/use-page-param';
import { APPLICATIONS_PAGE_SIZE, useApplications } from '../api/list-applications';
import { ApplicationCard } from '../components/my-applications/ApplicationCard';
import styles from '../components/my-applications/MyApplications.module.css';
import { StartApplicationLinks } from '../components/my-applications/StartApplicationLinks';
import { useDeleteDraftConfirm } from '../components/my-applications/use-delete-draft-confirm';

const ALL = 'ALL';

/** /applications (login required): the member's applications by status, latest change first, with our latest message on each. */
export default function MyApplicationsPage() {
  const { t } = useTranslation('myApplications');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = APPLICATION_STATUSES.find((s) => s === rawStatus) ?? null;
  const page = parsePage(params.get('page'));
  const applications = useApplications(status, page);
  const deleteDraft = useDeleteDraftConfirm();

  // Status and page live in the URL (a new history entry each), so back returns to the same list.
  const show = (nextStatus: ApplicationStatus | null, nextPage: number) =>
    setParams(() => {
      const out = new URLSearchParams();
      if (nextStatus) out.set('status', nextStatus);
      if (nextPage > 1) out.set('page', String(nextPage));
      return out;
    });

  const data = applications.data;
  let body;
  if (applications.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data) body = <ListError title={t('list.loadFailed')} onRetry={() => void applications.refetch()} />;
  else if (data.list.length === 0) {
    body = (
      <ListEmpty
        title={t(status ? 'list.emptyStatus' : 'list.emptyAll')}
        body={t('list.emptyBody', { hours: APPLICATION_REPLY_HOURS })}
        action={<StartApplicationLinks primary />}
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={status ? t(`status.${status}`) : t('list.allStatuses')}>
          {data.list.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} onDelete={deleteDraft.ask} busy={deleteDraft.busy} />
            </li>
          ))}
        </ul>
        <Pager page={data.page} size={data.size || APPLICATIONS_PAGE_SIZE} total={data.total} onChange={(p) => show(status, p)} />
      </>
    );
  }

  return (
    <PageContainer title={t('list.title')} subtitle={t('list.subtitle')} extra={<StartApplicationLinks />}>
      <Tabs
        activeKey={status ?? ALL}
        onChange={(key) => show(key === ALL ? null : (key as ApplicationStatus), 1)}
        aria-label={t('list.filterLabel')}
        items={[{ key: ALL, label: t('list.allStatuses') }, ...APPLICATION_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))]}
      />
      {body}
    </PageContainer>
  );
}
