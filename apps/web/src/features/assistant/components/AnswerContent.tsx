import { Codes } from '@sme/shared/codes';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import type { ChatTurn } from '../hooks/use-chat-stream';
import styles from './AnswerContent.module.css';
import { AnswerMarkdown } from './AnswerMarkdown';
import { AnswerNotice } from './AnswerNotice';
import { CitationList } from './CitationList';

/** The body of an assistant bubble: notice, the answer as markdown, its state tags and its sources; or why it failed. */
export function AnswerContent({ turn }: { turn: ChatTurn }) {
  const { t } = useTranslation('assistant');
  const signedIn = Boolean(useCurrentMemberId());
  // A "nothing found" answer quotes no page, so it is not labelled as excerpts.
  const excerpts = turn.mode === 'EXCERPTS' && turn.status === 'done' && turn.notice !== 'NO_MATCH';
  return (
    <div className={styles.answer}>
      {turn.notice && turn.notice !== 'NO_MATCH' && <AnswerNotice notice={turn.notice} />}
      {turn.answer && <AnswerMarkdown text={turn.answer} citations={turn.citations} />}
      {turn.notice === 'NO_MATCH' && <AnswerNotice notice={turn.notice} />}
      {turn.error && (
        <Alert
          type={turn.error.code === Codes.ASSISTANT_DAILY_LIMIT.code ? 'warning' : 'error'}
          showIcon
          title={turn.error.message || t('answer.failed')}
          description={turn.error.code === Codes.ASSISTANT_DAILY_LIMIT.code && !signedIn ? <Link to="/login">{t('limit.signInForMore')}</Link> : undefined}
        />
      )}
      {(turn.status === 'stopped' || excerpts) && (
        <div className={styles.tags}>
          {turn.status === 'stopped' && <Tag>{t('answer.stopped')}</Tag>}
          {excerpts && <Tag color="cyan">{t('answer.excerpts')}</Tag>}
        </div>
      )}
      <CitationList citations={turn.citations} />
    </div>
  );
}
