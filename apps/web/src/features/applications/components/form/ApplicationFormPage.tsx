import { isApplicantEditable } from '@sme/shared/application-status';
import type { ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { useResumeApplication } from '../../api/resume-application';
import type { FormSpec } from '../../form-model/form-spec';
import { FORM_SPECS } from '../../forms/form-specs';
import { ApplicationFormShell } from './ApplicationFormShell';
import { SubmittedView } from './SubmittedView';
import { VisitorIntro } from './VisitorIntro';

/**
 * A form page of the applications engine (/regChinaComp, /regHKComp). Visitors see what the form asks and sign in;
 * members continue `?id=`, else their latest draft of the kind, else a fresh form. Once submitted the application is
 * read on /applicationDetail; right after submission this page shows the confirmation.
 */
export function ApplicationFormPage({ spec }: { spec: FormSpec }) {
  const { t } = useTranslation('applicationForms');
  const signedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const id = params.get('id');
  const resume = useResumeApplication(spec.kind, id, signedIn);
  const [submitted, setSubmitted] = useState<{ application: ApplicationSummaryView; resubmitted: boolean } | null>(null);
  const title = t(`kinds.${spec.kind}.title`);
  const subtitle = t(`kinds.${spec.kind}.subtitle`);

  let body;
  if (!signedIn) body = <VisitorIntro spec={spec} />;
  else if (submitted) body = <SubmittedView application={submitted.application} resubmitted={submitted.resubmitted} />;
  else if (resume.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (resume.isError) {
    const missing = resume.error instanceof ApiError && resume.error.status === 404;
    body = (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'page.notFound' : 'page.loadFailed')}
        extra={
          <ButtonLink to="/applications" type="primary">
            {t('submitted.myApplications')}
          </ButtonLink>
        }
      />
    );
  } else {
    const application = resume.data;
    // An application of the other form opens on its own page; one past the applicant's turn is read on its detail page.
    if (application && application.kind !== spec.kind)
      return <Navigate replace to={`${FORM_SPECS[application.kind].route}?id=${encodeURIComponent(application.id)}`} />;
    if (application && !isApplicantEditable(application.status)) return <Navigate replace to={`/applicationDetail?id=${encodeURIComponent(application.id)}`} />;
    body = (
      <ApplicationFormShell
        key={`${application?.id ?? 'new'}:${resume.dataUpdatedAt}`}
        spec={spec}
        initial={application ?? null}
        onReload={() => void resume.refetch()}
        onSubmitted={(saved) => setSubmitted({ application: saved, resubmitted: application?.status === 'MORE_INFO_REQUIRED' })}
      />
    );
  }

  return (
    <PageContainer title={title} subtitle={subtitle}>
      {body}
    </PageContainer>
  );
}
