import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/lib/hooks/use-countdown';
import styles from './AuthForms.module.css';

/**
 * "Send code", then "Resend in 59 s" (disabled) until the wait is over (spec section 5: no resend within 60 s).
 * `onSend` answers the seconds to wait, or null when nothing was sent and nothing needs waiting for.
 */
export function SendCodeButton({ onSend }: { onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('accounts');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [asked, setAsked] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait) {
        start(wait);
        setAsked(true);
      }
    } finally {
      setSending(false);
    }
  };

  const label = seconds > 0 ? t('code.resendIn', { seconds }) : t(asked ? 'code.resend' : 'code.send');
  return (
    <Button size="large" className={styles.sendButton} onClick={() => void send()} loading={sending} disabled={seconds > 0}>
      {label}
    </Button>
  );
}
