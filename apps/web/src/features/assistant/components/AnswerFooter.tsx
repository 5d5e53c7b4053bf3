import { CopyOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatTurn } from '../hooks/use-chat-stream';
import styles from './AnswerFooter.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/** Props of AnswerFooter. */
interface AnswerFooterProps {
  turn: ChatTurn;
  /** Only the latest answer offers retry and its follow-up questions. */
  latest: boolean;
  onRetry: () => void;
  onAsk: (question: string) => void;
}

/** Under a finished answer: copy, retry (latest answer only) and the follow-up questions as chips. */
export function AnswerFooter({ turn, latest, onRetry, onAsk }: AnswerFooterProps) {
  const { t } = useTranslation('assistant');
  const { message } = useFeedback();
  if (turn.status === 'streaming') return null;
  const copy = () =>
    navigator.clipboard.writeText(turn.answer).then(
      () => void message.success(t('answer.copied')),
      () => void message.error(t('answer.copyFailed')),
    );
  return (
    <div className={styles.footer}>
      <div className={styles.actions}>
        {turn.answer && (
          <Tooltip title={t('answer.copy')}>
            <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t('answer.copy')} onClick={() => void copy()} />
          </Tooltip>
        )}
        {latest && (
          <Tooltip title={t('answer.retry')}>
            <Button type="text" size="small" icon={<RedoOutlined />} aria-label={t('answer.retry')} onClick={onRetry} />
          </Tooltip>
        )}
      </div>
      {latest && turn.followUps.length > 0 && (
        <div className={styles.followUps} role="group" aria-label={t('answer.followUps')}>
          {turn.followUps.map((q) => (
            <button key={q} type="button" className={styles.chip} onClick={() => onAsk(q)}>
              {q}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
