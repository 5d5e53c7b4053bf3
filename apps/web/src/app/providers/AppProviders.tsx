import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useValidateMessages } from '@/lib/forms/validate-messages';
import { antdLocale, useLocale } from '@/lib/i18n';
import { deferredAppApi, onFeedbackRequested } from '@/lib/ui/feedback';
import { appTheme } from '../theme';

const FeedbackHost = lazy(() => import('./FeedbackHost').then((m) => ({ default: m.FeedbackHost })));

/**
 * Query client, antd theme + locale + form messages (following the language switch), and toasts and dialogs. Pages'
 * `App.useApp()` (in code that still calls it) reads the deferred API here instead of antd's App, whose code comes with the first toast or dialog.
 * Two-character Chinese buttons keep their natural spacing (登入, not 登 入).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocale();
  const validateMessages = useValidateMessages();
  const [feedbackWanted, setFeedbackWanted] = useState(false);
  useEffect(() => onFeedbackRequested(() => setFeedbackWanted(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(locale)} theme={appTheme} form={{ validateMessages }} button={{ autoInsertSpace: false }}>
        <AppContext.Provider value={deferredAppApi}>
          {feedbackWanted && (
            <Suspense>
              <FeedbackHost />
            </Suspense>
          )}
          {children}
        </AppContext.Provider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
