import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../shell/ActionDialog';
import { useAddApplicationNote } from '../../api/add-application-note';
import { useApproveApplication } from '../../api/approve-application';
import { useRejectApplication } from '../../api/reject-application';
import { useRequestApplicationInfo } from '../../api/request-application-info';
import { whenNotMoved } from '../when-not-moved';
import { ReopenPicker } from './ReopenPicker';

/** Props of every review dialog; `onMoved` explains a 3002 (someone acted first) on the page. */
export interface ReviewDialogProps {
  application: ConsoleApplicationView;
  open: boolean;
  onClose: () => void;
  onMoved: () => void;
}

/** The limit of every message the contract takes (requiredText(2000)). */
const MAX_MESSAGE = 2000;

/** A free-text field of a review dialog; required ones refuse blanks. */
function MessageField({ name, label, required }: { name: string; label: string; required: boolean }) {
  return (
    <Form.Item name={name} label={label} rules={[{ required, whitespace: required, max: MAX_MESSAGE }]}>
      <Input.TextArea rows={4} maxLength={MAX_MESSAGE} showCount />
    </Form.Item>
  );
}

/** Ask the applicant for more: a message and at least one reopened field or document. */
export function RequestInfoDialog({ application, open, onClose, onMoved }: ReviewDialogProps) {
  const { t } = useTranslation('consoleReview');
  const request = useRequestApplicationInfo();
  return (
    <ActionDialog<{ message: string; reopen: string[] }>
      open={open}
      onClose={onClose}
      title={t('actions.requestInfo')}
      description={t('actions.requestInfoBody')}
      okText={t('actions.requestInfoOk')}
      initialValues={{ reopen: [] }}
      onSubmit={(v) => whenNotMoved(() => request.mutateAsync({ id: application.id, message: v.message.trim(), reopen: v.reopen }), onMoved)}
    >
      <MessageField name="message" label={t('actions.message')} required />
      <Form.Item name="reopen" label={t('actions.reopen')} rules={[{ type: 'array', required: true, min: 1, message: t('actions.reopenRequired') }]}>
        <ReopenPicker kind={application.kind} />
      </Form.Item>
    </ActionDialog>
  );
}

/** Approve: final; an optional message goes to the applicant with the news. */
export function ApproveDialog({ application, open, onClose, onMoved }: ReviewDialogProps) {
  const { t } = useTranslation('consoleReview');
  const approve = useApproveApplication();
  return (
    <ActionDialog<{ message?: string }>
      open={open}
      onClose={onClose}
      title={t('actions.approve')}
      description={t('actions.approveBody', { reference: application.reference })}
      okText={t('actions.approveOk')}
      onSubmit={(v) => {
        const message = v.message?.trim();
        return whenNotMoved(() => approve.mutateAsync({ id: application.id, ...(message ? { message } : {}) }), onMoved);
      }}
    >
      <MessageField name="message" label={t('actions.approveMessage')} required={false} />
    </ActionDialog>
  );
}

/** Reject: final; the reason is required and mailed to the applicant. */
export function RejectDialog({ application, open, onClose, onMoved }: ReviewDialogProps) {
  const { t } = useTranslation('consoleReview');
  const reject = useRejectApplication();
  return (
    <ActionDialog<{ reason: string }>
      open={open}
      onClose={onClose}
      danger
      title={t('actions.reject')}
      description={t('actions.rejectBody', { reference: application.reference })}
      okText={t('actions.rejectOk')}
      onSubmit={(v) => whenNotMoved(() => reject.mutateAsync({ id: application.id, reason: v.reason.trim() }), onMoved)}
    >
      <MessageField name="reason" label={t('actions.reason')} required />
    </ActionDialog>
  );
}

/** An internal note: kept in the history for staff, never shown to the applicant. */
export function NoteDialog({ application, open, onClose, onMoved }: ReviewDialogProps) {
  const { t } = useTranslation('consoleReview');
  const note = useAddApplicationNote();
  return (
    <ActionDialog<{ text: string }>
      open={open}
      onClose={onClose}
      title={t('actions.addNote')}
      description={t('actions.noteBody')}
      okText={t('actions.noteOk')}
      onSubmit={(v) => whenNotMoved(() => note.mutateAsync({ id: application.id, text: v.text.trim() }), onMoved)}
    >
      <MessageField name="text" label={t('actions.note')} required />
    </ActionDialog>
  );
}
