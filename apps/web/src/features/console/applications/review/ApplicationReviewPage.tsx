import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleMe } from '../../access/api/get-console-me';
import { DetailFrame } from '../../kit/DetailFrame';
import { DetailSection } from '../../kit/DetailSection';
import { RecordState } from '../../kit/RecordState';
import { useConsoleApplication } from '../api/get-console-application';
import { ApplicationAnswers } from './components/ApplicationAnswers';
import { ApplicationDocuments } from './components/ApplicationDocuments';
import { ApplicationHistory } from './components/ApplicationHistory';
import { ApplicationStatusTag } from './components/ApplicationStatusTag';
import { ReviewActionBar } from './components/ReviewActionBar';
import { SlaBadge } from './components/SlaBadge';
import { pathLabel } from './review-labels';

/** Who may write internal notes: every role that opens the section. */
const NOTE_ROLES = ['ADMIN', 'REVIEWER'] as const;

/** The facts at the top: kind, company, applicant, dates, reviewer, and what is reopened for the applicant now. */
function SummarySection({ application: a }: { application: ConsoleApplicationView }) {
  const { t } = useTranslation('consoleReview');
  const locale = useLocale();
  const rows = [
    { key: 'kind', label: t('detail.kind'), children: t(`kind.${a.kind}`) },
    { key: 'company', label: t('detail.company'), children: a.title ?? '' },
    { key: 'applicant', label: t('detail.applicant'), children: a.applicantName },
    { key: 'email', label: t('detail.applicantEmail'), children: a.applicantEmail },
    { key: 'submitted', label: t('detail.submitted'), children: formatDateTime(a.submittedAt, locale) },
    { key: 'updated', label: t('detail.updated'), children: formatDateTime(a.updatedAt, locale) },
    { key: 'reviewer', label: t('detail.reviewer'), children: a.reviewerName ?? t('queue.unassigned') },
  ];
  if (a.reopened.length > 0) rows.push({ key: 'reopened', label: t('detail.reopenedNow'), children: a.reopened.map((p) => pathLabel(t, p)).join(', ') });
  return <DetailSection title={t('detail.summary')} items={rows} />;
}

/**
 * /console/applications/:id: every answer and document of one application, its history, and the review actions its
 * status allows. When someone else moved it first (3002) the page says so and shows it as it is now.
 */
export function ApplicationReviewPage() {
  const { t } = useTranslation('consoleReview');
  const id = useParams().id ?? '';
  const application = useConsoleApplication(id);
  const me = useConsoleMe().data;
  const [moved, setMoved] = useState(false);
  const back = { to: '/console/applications', label: t('detail.back') };
  if (!application.isSuccess) return <RecordState query={application} back={back} notFoundLabel={t('detail.notFound')} />;
  const a = application.data;
  const canNote = NOTE_ROLES.some((r) => me?.roles.includes(r));
  return (
    <DetailFrame
      back={back}
      title={t('detail.title', { reference: a.reference })}
      tag={
        <Flex gap={4} align="center">
          <ApplicationStatusTag status={a.status} />
          <SlaBadge overdue={a.overdue} />
        </Flex>
      }
      actions={<ReviewActionBar application={a} canNote={canNote} onMoved={() => setMoved(true)} />}
    >
      {moved && <Alert type="warning" showIcon closable onClose={() => setMoved(false)} title={t('conflict.title')} description={t('conflict.body')} />}
      {!a.personalDataVisible && <Alert type="info" showIcon title={t('detail.personalDataHidden')} />}
      <SummarySection application={a} />
      <ApplicationAnswers application={a} />
      <ApplicationDocuments application={a} />
      <ApplicationHistory events={a.events} />
    </DetailFrame>
  );
}
