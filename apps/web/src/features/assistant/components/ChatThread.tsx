import { RobotOutlined } from '@ant-design/icons';
import { Bubble } from '@ant-design/x';
import type { BubbleItemType } from '@ant-design/x';
import { Avatar, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTurn } from '../hooks/use-chat-stream';
import { AnswerContent } from './AnswerContent';
import { AnswerFooter } from './AnswerFooter';
import styles from './ChatThread.module.css';

/** Props of ChatThread. */
interface ChatThreadProps {
  turns: ChatTurn[];
  onRetry: () => void;
  onAsk: (question: string) => void;
}

/** The conversation as bubbles: each question on the right, its answer (streaming, cited) on the left. */
export function ChatThread({ turns, onRetry, onAsk }: ChatThreadProps) {
  const { t } = useTranslation('assistant');
  const items = useMemo<BubbleItemType[]>(
    () =>
      turns.flatMap((turn, i) => {
        const latest = i === turns.length - 1;
        return [
          { key: `${turn.key}-q`, role: 'user', content: turn.question, 'aria-label': t('answer.you') },
          {
            key: `${turn.key}-a`,
            role: 'ai',
            content: <AnswerContent turn={turn} />,
            loading: turn.status === 'streaming' && !turn.answer && !turn.notice,
            footer: <AnswerFooter turn={turn} latest={latest} onRetry={onRetry} onAsk={onAsk} />,
            'aria-label': t('answer.assistant'),
            'aria-busy': turn.status === 'streaming',
          },
        ];
      }),
    [turns, onRetry, onAsk, t],
  );
  const roles = useMemo(
    () => ({
      user: { placement: 'end' as const, variant: 'filled' as const, shape: 'corner' as const, className: styles.user },
      ai: {
        placement: 'start' as const,
        variant: 'borderless' as const,
        className: styles.ai,
        // An answer takes the column's full width (the list keeps 15 % free beside every bubble by default).
        styles: { root: { paddingInlineEnd: 0 } },
        avatar: <Avatar className={styles.avatar} icon={<RobotOutlined />} />,
        loadingRender: () => (
          <span className={styles.thinking}>
            <Spin size="small" /> {t('answer.thinking')}
          </span>
        ),
      },
    }),
    [t],
  );
  return <Bubble.List className={styles.list} items={items} role={roles} autoScroll />;
}
