import { RobotOutlined } from '@ant-design/icons';
import { Prompts, Welcome } from '@ant-design/x';
import type { PromptsItemType } from '@ant-design/x';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTopicLabel } from '@/lib/assistant/use-topic-label';
import { useSuggestions } from '../api/get-suggestions';
import styles from './ChatWelcome.module.css';
import { TOPIC_ICONS } from './topic-icons';

/** How many suggested questions an empty conversation offers (one per topic, topics in order). */
const PROMPT_COUNT = 4;

/** An empty conversation: what the assistant does, and a few suggested questions (one per topic) to start from. */
export function ChatWelcome({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('assistant');
  const topicLabel = useTopicLabel();
  const suggestions = useSuggestions();
  const items: PromptsItemType[] = (suggestions.data?.topics ?? [])
    .filter((group) => group.questions.length > 0)
    .slice(0, PROMPT_COUNT)
    .map((group) => ({
      key: group.questions[0]!.id,
      icon: TOPIC_ICONS[group.topic],
      label: topicLabel(group.topic),
      description: group.questions[0]!.question,
    }));
  return (
    <div className={styles.welcome}>
      <Welcome
        variant="borderless"
        icon={
          <span className={styles.icon}>
            <RobotOutlined />
          </span>
        }
        title={t('welcome.title')}
        description={t('welcome.body')}
      />
      {suggestions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        items.length > 0 && (
          <Prompts
            title={t('welcome.prompts')}
            items={items}
            wrap
            classNames={{ list: styles.promptList, item: styles.prompt }}
            onItemClick={({ data }) => onAsk(String(data.description))}
          />
        )
      )}
    </div>
  );
}
