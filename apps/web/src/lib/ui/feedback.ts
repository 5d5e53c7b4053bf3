import { type App, message as staticMessage, Modal, type ModalFuncProps } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Toasts and dialogs callable outside React (the API client). AppProviders registers antd's `App.useApp()`
 * instances at start-up so they carry the theme and locale; before that, antd's static methods stand in.
 */
export interface FeedbackApi {
  message: Pick<AppApi['message'], 'error' | 'success' | 'info' | 'warning' | 'open'>;
  modal: Record<'info' | 'confirm' | 'warning' | 'error', (props: ModalFuncProps) => unknown>;
}

const staticFeedback: FeedbackApi = {
  message: staticMessage,
  modal: { info: Modal.info, confirm: Modal.confirm, warning: Modal.warning, error: Modal.error },
};

let current: FeedbackApi | null = null;

/** Register the themed instances (called by the FeedbackBridge inside antd's App). Pass null to unregister. */
export function setFeedbackApi(api: FeedbackApi | null): void {
  current = api;
}

/** The toast/dialog API to use right now. */
export function feedback(): FeedbackApi {
  return current ?? staticFeedback;
}
