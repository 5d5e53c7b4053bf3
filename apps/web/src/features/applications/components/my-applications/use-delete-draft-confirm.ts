import { useTranslation } from 'react-i18next';
import { feedback, useFeedback } from '@/lib/ui/feedback';
import { useDeleteDraft } from '../../api/delete-draft';

/** The draft a deletion is about (its reference names it in the dialog). */
interface DraftTarget {
  id: string;
  reference: string;
}

/**
 * Deleting a draft, behind a confirmation dialog whose button waits for the server; `onDeleted` runs after success
 * (the detail page leaves for the list). A refusal was already said by the mutation.
 */
export function useDeleteDraftConfirm(onDeleted?: () => void) {
  const { t } = useTranslation('myApplications');
  const { modal } = useFeedback();
  const remove = useDeleteDraft();
  const ask = (draft: DraftTarget) =>
    modal.confirm({
      title: t('actions.delete.title'),
      content: t('actions.delete.body', { reference: draft.reference }),
      okText: t('actions.delete.ok'),
      cancelText: t('actions.keep'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(draft.id).then(
          () => {
            void feedback().message.success(t('actions.delete.done'));
            onDeleted?.();
          },
          () => undefined,
        ),
    });
  return { ask, busy: remove.isPending };
}
