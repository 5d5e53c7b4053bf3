import { Codes } from '@sme/shared/codes';
import { Breadcrumb, Result, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { ListError } from '@/components/ui/ListStates';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title/page-title';
import { useApplication } from '../api/get-application';
import { ApplicationDetailView } from '../components/my-applications/ApplicationDetailView';
import { ApplicationPrintView } from '../components/my-applications/ApplicationPrintView';
import { detailPath } from '../components/my-applications/form-path';
import { useDeleteDraftConfirm } from '../components/my-applications/use-delete-draft-confirm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Answers meaning "no such application of yours": unknown, another member's, or an id that is not one. */
const NOT_FOUND_CODES: number[] = [Codes.NOT_FOUND.code, Codes.BAD_REQUEST.code];

/** Navigation state of the Print button: print as soon as the printable record is shown. */
interface PrintState {
  autoPrint?: boolean;
}

/**
 * /applicationDetail?id=… (login required): one of the member's applications, read-only, with what can be done next;
 * `&print=1` shows the same record laid out for paper.
 */
export default function ApplicationDetailPage() {
  const { t } = useTranslation('myApplications');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw && UUID.test(raw) ? raw : null;
  const printing = params.get('print') === '1';
  const query = useApplication(id);
  const app = query.data;
  usePageTitle(app ? t('detail.pageTitle', { reference: app.reference }) : null);
  const deleteDraft = useDeleteDraftConfirm(() => void navigate('/applications', { replace: true }));
  const autoPrint = Boolean((location.state as PrintState | null)?.autoPrint);
  // Forget the request to print once done, so coming back to this entry does not open the dialog again.
  const onAutoPrinted = useCallback(
    () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null }),
    [navigate, location.pathname, location.search],
  );

  let body;
  if (!id || (query.error instanceof ApiError && NOT_FOUND_CODES.includes(query.error.code))) {
    body = (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={t('detail.notFoundBody')}
        extra={
          <ButtonLink to="/applications" type="primary">
            {t('detail.back')}
          </ButtonLink>
        }
      />
    );
  } else if (query.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!app) body = <ListError title={t('detail.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (printing) return <ApplicationPrintView application={app} autoPrint={autoPrint} onAutoPrinted={onAutoPrinted} />;
  else
    body = (
      <ApplicationDetailView
        application={app}
        onPrint={() => void navigate(`${detailPath(app.id)}&print=1`, { state: { autoPrint: true } satisfies PrintState })}
        onDeleteDraft={() => deleteDraft.ask(app)}
      />
    );

  return (
    <PageContainer>
      <Breadcrumb
        items={[{ title: <Link to="/applications">{t('list.title')}</Link> }, { title: app ? app.reference : t('detail.title') }]}
        style={{ marginBottom: 16 }}
      />
      {body}
    </PageContainer>
  );
}
