import { i18n } from '@/lib/i18n';
import { logout } from '@/lib/session/user-store';
import { feedback } from '@/lib/ui/feedback';

/** Reload hook, replaceable in tests (jsdom cannot navigate). */
export const pageActions = { reload: (): void => window.location.reload() };

let open = false;

/**
 * Spec sections 4 and 8: on meta.code 401, one blocking dialog ("Information", login expired or used elsewhere)
 * whose only button logs out and reloads. Concurrent 401 answers share the dialog already on screen.
 */
export function showSessionExpiredDialog(): void {
  if (open) return;
  open = true;
  feedback().modal.info({
    title: i18n.t('common:session.title'),
    content: i18n.t('common:session.expired'),
    okText: i18n.t('common:session.login'),
    closable: false,
    mask: { closable: false },
    keyboard: false,
    centered: true,
    onOk: () => {
      logout();
      pageActions.reload();
    },
    afterClose: () => {
      open = false;
    },
  });
}

/** Whether the session dialog is on screen. */
export function isSessionDialogOpen(): boolean {
  return open;
}

/** Tests only: forget the dialog state between cases. */
export function resetSessionDialogForTests(): void {
  open = false;
}
