import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Grid, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListError } from '@/components/ui/ListStates';
import { CONVERSATIONS_QUERY_KEY } from '../api/assistant-keys';
import { useConversation } from '../api/get-conversation';
import { ChatSender } from '../components/ChatSender';
import { ChatThread } from '../components/ChatThread';
import { ChatWelcome } from '../components/ChatWelcome';
import { ConversationSidebar } from '../components/ConversationSidebar';
import { useChatStream } from '../hooks/use-chat-stream';
import styles from './ChatPage.module.css';

/**
 * /chat: the AI assistant. History on the left (a drawer on phones), the conversation on the right with streamed,
 * cited answers. `?c=<id>` names the member's open conversation (kept on reload); `?q=<question>` asks at once.
 */
export default function ChatPage() {
  const { t } = useTranslation('assistant');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const desktop = Grid.useBreakpoint().md ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const chat = useChatStream({
    onConversation: (id) => setParams({ c: id }, { replace: true }),
    onAnswered: () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
  const { ask, load, clear } = chat;

  const wanted = params.get('c');
  const stored = useConversation(wanted && wanted !== chat.conversationId ? wanted : null);
  useEffect(() => {
    if (stored.data && stored.data.id === wanted && wanted !== chat.conversationId) load(stored.data);
  }, [stored.data, wanted, chat.conversationId, load]);

  // A question handed over by /ask (or a link) is asked once, then dropped from the URL so a reload does not repeat it.
  const handedOver = useRef(false);
  useEffect(() => {
    const question = params.get('q');
    if (!question || handedOver.current) return;
    handedOver.current = true;
    setParams({}, { replace: true });
    ask(question);
  }, [params, setParams, ask]);

  const startNew = useCallback(() => {
    clear();
    setParams({});
    setDrawerOpen(false);
  }, [clear, setParams]);
  const open = (id: string) => {
    if (id !== chat.conversationId) setParams({ c: id });
    setDrawerOpen(false);
  };
  const deleted = (id: string) => {
    if (id === chat.conversationId || id === wanted) startNew();
  };

  const sidebar = <ConversationSidebar activeId={chat.conversationId ?? wanted} onSelect={open} onNew={startNew} onDeleted={deleted} />;
  const loadingStored = Boolean(wanted && wanted !== chat.conversationId && stored.fetchStatus !== 'idle');

  return (
    <div className={styles.page}>
      {desktop ? (
        <div className={styles.side}>{sidebar}</div>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={300} title={t('history.title')} styles={{ body: { padding: 0 } }}>
          {sidebar}
        </Drawer>
      )}
      <section className={styles.main} aria-labelledby="chat-title">
        {/* The page's heading for screen-reader and heading navigation; the welcome or the thread is what shows. */}
        <h1 id="chat-title" className="visually-hidden">
          {t('answer.assistant')}
        </h1>
        {!desktop && (
          <div className={styles.bar}>
            <Button icon={<HistoryOutlined />} onClick={() => setDrawerOpen(true)}>
              {t('history.open')}
            </Button>
            <Button type="text" icon={<PlusOutlined />} onClick={startNew}>
              {t('history.new')}
            </Button>
          </div>
        )}
        <div className={styles.thread}>
          {loadingStored ? (
            <div className={styles.column}>
              <Skeleton active paragraph={{ rows: 6 }} />
            </div>
          ) : stored.isError && wanted !== chat.conversationId ? (
            <div className={styles.column}>
              <ListError title={t('history.loadError')} onRetry={() => void stored.refetch()} />
            </div>
          ) : chat.turns.length === 0 ? (
            <div className={styles.scroll}>
              <div className={styles.column}>
                <ChatWelcome onAsk={ask} />
              </div>
            </div>
          ) : (
            <ChatThread turns={chat.turns} onRetry={chat.retry} onAsk={ask} />
          )}
        </div>
        <div className={styles.senderBar}>
          <div className={styles.column}>
            <ChatSender streaming={chat.streaming} remainingToday={chat.remainingToday} onSend={ask} onStop={chat.stop} />
          </div>
        </div>
      </section>
    </div>
  );
}
