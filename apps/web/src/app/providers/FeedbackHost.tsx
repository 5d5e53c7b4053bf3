import { TOAST_DURATION_MS } from '@sme/shared/constants';
import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedbackApi } from '@/lib/ui/feedback';

/** Hands antd's themed message, modal and notification instances to the app (lib/ui/feedback). */
function Bridge() {
  const api = App.useApp();
  useLayoutEffect(() => {
    setFeedbackApi({ message: api.message, modal: api.modal }, api);
    return () => setFeedbackApi(null);
  }, [api]);
  return null;
}

/**
 * antd's App, holding the toasts and dialogs, mounted (inside the theme and locale) the first time one is wanted:
 * its own chunk, so a first visit does without it. It wraps only the bridge; the pages read the deferred API.
 */
export function FeedbackHost() {
  return (
    <App message={{ duration: TOAST_DURATION_MS / 1000, maxCount: 3 }} component={false}>
      <Bridge />
    </App>
  );
}
