import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { NOT_STAFF_CODES, useConsoleMe } from '../access/api/get-console-me';
import { TotpEnrolment } from '../access/TotpEnrolment';
import { TotpPrompt } from '../access/TotpPrompt';
import { ConsoleForbidden } from './ConsoleForbidden';
import { ConsoleLayout } from './ConsoleLayout';

/**
 * The way into the back office: a member without a console role gets a 403 page; staff without a TOTP
 * authenticator set one up; staff with one type a code; then the console opens. The server enforces each step.
 */
export function ConsoleGate() {
  const { t } = useTranslation('console');
  const me = useConsoleMe();
  if (me.isPending) return <Spin fullscreen description={t('gate.loading')} />;
  if (me.isError) {
    if (me.error instanceof ApiError && NOT_STAFF_CODES.includes(me.error.code)) return <ConsoleForbidden />;
    return (
      <Result
        status="error"
        title={t('gate.failed')}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t('gate.retry')}
          </Button>
        }
      />
    );
  }
  if (!me.data.totpEnrolled) return <TotpEnrolment />;
  if (!me.data.secondFactorPassed) return <TotpPrompt />;
  return <ConsoleLayout me={me.data} />;
}
