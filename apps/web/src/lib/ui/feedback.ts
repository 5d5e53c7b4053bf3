import type { App, ModalFuncProps } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Toasts and dialogs callable outside React (the API client) and, through antd's `App.useApp()`, inside it. antd's
 * message, modal and notification code (with the form and skeleton parts its dialogs use) is no part of a first
 * visit: it arrives the first time something is to be shown, and the calls made meanwhile are shown once it is here.
 */
export interface FeedbackApi {
  message: Pick<AppApi['message'], 'error' | 'success' | 'info' | 'warning' | 'open'>;
  modal: Record<'info' | 'confirm' | 'warning' | 'error', (props: ModalFuncProps) => unknown>;
}

let current: FeedbackApi | null = null;
/** The full antd instances once the host has mounted: what the deferred `App.useApp()` methods forward to. */
let host: AppApi | null = null;
const waiting: Array<(api: AppApi) => void> = [];
let requested = false;
let onRequest: (() => void) | null = null;

/** Register the themed instances (called by the feedback host inside antd's App). Pass null to unregister. */
export function setFeedbackApi(api: FeedbackApi | null, full?: AppApi): void {
  current = api;
  host = api ? (full ?? null) : null;
  // Unregistered (the providers unmounted), the next call asks the next providers for a host again.
  if (!api) requested = false;
  if (host) for (const run of waiting.splice(0)) run(host);
}

/**
 * The provider's hook to mount the host when feedback is first wanted (at once when it was wanted before the
 * provider mounted). Returns the unsubscribe.
 */
export function onFeedbackRequested(listener: () => void): () => void {
  onRequest = listener;
  if (requested) listener();
  return () => {
    if (onRequest === listener) onRequest = null;
  };
}

/** Run `call` with antd's instances: now when the host is up, else once it has mounted. */
function withHost(call: (api: AppApi) => void): void {
  if (host) return call(host);
  waiting.push(call);
  if (!requested) {
    requested = true;
    onRequest?.();
  }
}

/** `api[part]` with each of `methods` forwarding to antd's instance when it is there. Return values are dropped. */
function deferred<P extends keyof AppApi>(part: P, methods: readonly string[]): AppApi[P] {
  const forward =
    (method: string) =>
    (...args: unknown[]): void =>
      withHost((api) => {
        (api[part] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
      });
  return Object.fromEntries(methods.map((method) => [method, forward(method)])) as unknown as AppApi[P];
}

const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/**
 * What `App.useApp()` answers before antd's instances are here (AppProviders provides it). Callers ignore what the
 * methods return (`void message.success(...)`), so forwarding later loses nothing.
 */
export const deferredAppApi: AppApi = {
  message: deferred('message', MESSAGE_METHODS),
  modal: deferred('modal', MODAL_METHODS),
  notification: deferred('notification', ['open', 'success', 'error', 'info', 'warning', 'destroy']),
};

/** The toast/dialog API to use right now: the registered one, or calls that wait for antd's. */
export function feedback(): FeedbackApi {
  return current ?? deferredAppApi;
}

/** Tests only: forget a pending request between cases. */
export function resetFeedbackForTests(): void {
  requested = false;
  waiting.length = 0;
}

/**
 * antd's message, modal and notification instances for a component, in place of `App.useApp()`: importing antd's
 * `App` would bring its code into the page's chunk, while these forward to it once it has come.
 */
export function useFeedback(): AppApi {
  return deferredAppApi;
}
