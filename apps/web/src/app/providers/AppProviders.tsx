import { TOAST_DURATION_MS } from '@sme/shared/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useValidateMessages } from '@/lib/forms/validate-messages';
import { antdLocale, useLocale } from '@/lib/i18n';
import { appTheme } from '../theme';
import { FeedbackBridge } from './FeedbackBridge';

/** Query client, antd theme + locale + form messages (following the language switch), and the toast/dialog bridge. Two-character Chinese buttons keep their natural spacing (登入, not 登 入). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocale();
  const validateMessages = useValidateMessages();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(locale)} theme={appTheme} form={{ validateMessages }} button={{ autoInsertSpace: false }}>
        <AntApp message={{ duration: TOAST_DURATION_MS / 1000, maxCount: 3 }} component={false}>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
