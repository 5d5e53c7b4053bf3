import { Sender } from '@ant-design/x';
import { ASSISTANT_QUESTION_MAX } from '@sme/shared/schemas/assistant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import styles from './ChatSender.module.css';

/** The counter shows from this many characters on. */
const COUNTER_FROM = ASSISTANT_QUESTION_MAX - 200;
/** The remaining questions of the day are mentioned from this many down. */
const LOW_REMAINING = 3;

/** Props of ChatSender. */
interface ChatSenderProps {
  streaming: boolean;
  remainingToday: number | null;
  onSend: (question: string) => void;
  onStop: () => void;
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line, a Stop button while an answer streams; at most
 * ASSISTANT_QUESTION_MAX characters, with a counter near the limit and the day's remaining questions when few are left.
 */
export function ChatSender({ streaming, remainingToday, onSend, onStop }: ChatSenderProps) {
  const { t } = useTranslation('assistant');
  const signedIn = Boolean(useCurrentMemberId());
  const [value, setValue] = useState('');
  const send = (text: string) => {
    if (!text.trim()) return;
    onSend(text);
    setValue('');
  };
  const low = remainingToday !== null && remainingToday <= LOW_REMAINING;
  return (
    <div className={styles.wrap}>
      <Sender
        className={styles.sender}
        value={value}
        onChange={(next) => setValue(next.slice(0, ASSISTANT_QUESTION_MAX))}
        onSubmit={send}
        onCancel={onStop}
        loading={streaming}
        placeholder={t('sender.placeholder')}
        autoSize={{ minRows: 1, maxRows: 6 }}
        suffix={(_, { components: { SendButton, LoadingButton } }) =>
          streaming ? (
            <LoadingButton aria-label={t('sender.stop')} title={t('sender.stop')} />
          ) : (
            <SendButton aria-label={t('sender.send')} title={t('sender.send')} disabled={!value.trim()} />
          )
        }
      />
      <div className={styles.meta}>
        <span className={styles.hint}>{t('sender.hint')}</span>
        <span className={styles.right}>
          {low && (
            <span className={styles.remaining}>
              {t('limit.remaining', { count: remainingToday })}
              {!signedIn && (
                <>
                  {' · '}
                  <Link to="/login">{t('limit.signInForMore')}</Link>
                </>
              )}
            </span>
          )}
          {value.length >= COUNTER_FROM && (
            <span className={value.length >= ASSISTANT_QUESTION_MAX ? styles.counterFull : styles.counter} aria-live="polite">
              {t('sender.counter', { count: value.length, max: ASSISTANT_QUESTION_MAX })}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}
