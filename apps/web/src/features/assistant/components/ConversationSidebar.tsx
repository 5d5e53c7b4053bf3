import { DeleteOutlined, EditOutlined, LoginOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { Conversations } from '@ant-design/x';
import type { AssistantConversationSummaryView } from '@sme/shared/schemas/assistant';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/list-conversations';
import { useRenameConversation } from '../api/rename-conversation';
import styles from './ConversationSidebar.module.css';
import { RenameDialog } from './RenameDialog';
import { useFeedback } from '@/lib/ui/feedback';

/** Props of ConversationSidebar. */
interface ConversationSidebarProps {
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** A conversation was deleted (the page starts afresh when it was the open one). */
  onDeleted: (id: string) => void;
}

/**
 * The conversation history beside the chat: a member's conversations (open, rename, delete behind a confirmation)
 * and "New conversation"; a visitor is told that signing in keeps conversations.
 */
export function ConversationSidebar({ activeId, onSelect, onNew, onDeleted }: ConversationSidebarProps) {
  const { t } = useTranslation('assistant');
  const { modal, message } = useFeedback();
  const signedIn = Boolean(useCurrentMemberId());
  const list = useConversations();
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<AssistantConversationSummaryView | null>(null);

  const confirmDelete = (conversation: AssistantConversationSummaryView) =>
    modal.confirm({
      title: t('history.deleteTitle'),
      content: t('history.deleteBody', { title: conversation.title }),
      okText: t('history.deleteOk'),
      cancelText: t('history.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(conversation.id).then(
          () => {
            void message.success(t('history.deleted'));
            onDeleted(conversation.id);
          },
          () => undefined,
        ),
    });

  const saveTitle = (title: string) => {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, title },
      {
        onSuccess: () => {
          void message.success(t('history.renamed'));
          setRenaming(null);
        },
      },
    );
  };

  const conversations = list.data ?? [];
  return (
    <aside className={styles.sidebar} aria-label={t('history.title')}>
      <Button type="primary" ghost block icon={<PlusOutlined />} onClick={onNew} className={styles.new}>
        {t('history.new')}
      </Button>
      <h2 className={styles.heading}>{t('history.title')}</h2>
      {!signedIn ? (
        <div className={styles.note}>
          <p>{t('history.signInNote')}</p>
          <ButtonLink to="/login" size="small" icon={<LoginOutlined />}>
            {t('history.signIn')}
          </ButtonLink>
        </div>
      ) : list.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      ) : conversations.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <Conversations
          className={styles.list}
          items={conversations.map((c) => ({ key: c.id, label: c.title, icon: <MessageOutlined /> }))}
          activeKey={activeId ?? undefined}
          onActiveChange={(key) => onSelect(key)}
          menu={(item) => {
            const conversation = conversations.find((c) => c.id === item.key);
            return {
              items: [
                { key: 'rename', label: t('history.rename'), icon: <EditOutlined /> },
                { key: 'delete', label: t('history.delete'), icon: <DeleteOutlined />, danger: true },
              ],
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (!conversation) return;
                if (key === 'rename') setRenaming(conversation);
                else confirmDelete(conversation);
              },
            };
          }}
        />
      )}
      {renaming && <RenameDialog title={renaming.title} busy={rename.isPending} onSave={saveTitle} onCancel={() => setRenaming(null)} />}
    </aside>
  );
}
