import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedbackApi } from '@/lib/ui/feedback';

/** Hands antd's themed message and modal instances to code outside React (the API client). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => {
    setFeedbackApi({ message, modal });
    return () => setFeedbackApi(null);
  }, [message, modal]);
  return null;
}
