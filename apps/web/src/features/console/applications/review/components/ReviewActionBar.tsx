import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartApplicationReview } from '../../api/start-application-review';
import { whenNotMoved } from '../when-not-moved';
import { ApproveDialog, NoteDialog, RejectDialog, RequestInfoDialog } from './ReviewDialogs';

type Dialog = 'requestInfo' | 'approve' | 'reject' | 'note';

interface ReviewActionBarProps {
  application: ConsoleApplicationView;
  /** The viewer may write internal notes (admins and reviewers). */
  canNote: boolean;
  onMoved: () => void;
}

/**
 * The review buttons the application's status allows, for staff who decide (`canDecide`): start review on a submitted
 * one; ask for more, approve or reject one in review. Internal notes at any status.
 */
export function ReviewActionBar({ application, canNote, onMoved }: ReviewActionBarProps) {
  const { t } = useTranslation('consoleReview');
  const [open, setOpen] = useState<Dialog | null>(null);
  const start = useStartApplicationReview();
  const decide = application.canDecide;
  const props = { application, onClose: () => setOpen(null), onMoved };
  return (
    <Flex gap={8} wrap>
      {decide && application.status === 'SUBMITTED' && (
        <Button type="primary" loading={start.isPending} onClick={() => void whenNotMoved(() => start.mutateAsync(application.id), onMoved).catch(() => {})}>
          {t('actions.startReview')}
        </Button>
      )}
      {decide && application.status === 'IN_REVIEW' && (
        <>
          <Button type="primary" onClick={() => setOpen('approve')}>
            {t('actions.approve')}
          </Button>
          <Button onClick={() => setOpen('requestInfo')}>{t('actions.requestInfo')}</Button>
          <Button danger onClick={() => setOpen('reject')}>
            {t('actions.reject')}
          </Button>
        </>
      )}
      {canNote && <Button onClick={() => setOpen('note')}>{t('actions.addNote')}</Button>}
      <RequestInfoDialog {...props} open={open === 'requestInfo'} />
      <ApproveDialog {...props} open={open === 'approve'} />
      <RejectDialog {...props} open={open === 'reject'} />
      <NoteDialog {...props} open={open === 'note'} />
    </Flex>
  );
}
