import { ArrowRightOutlined, RobotOutlined } from '@ant-design/icons';
import { ASSISTANT_QUESTION_MAX } from '@sme/shared/schemas/assistant';
import { Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { useTopicLabel } from '@/lib/assistant/use-topic-label';
import { useSuggestions } from '../api/get-suggestions';
import { TOPIC_ICONS } from '../components/topic-icons';
import styles from './AskPage.module.css';

/** Where a question is asked: /chat, which asks it at once. */
const chatLink = (question: string) => `/chat?q=${encodeURIComponent(question)}`;

/**
 * /ask: what the assistant knows, a box that opens the chat with the question typed, and the suggested questions by
 * topic (from the API, in the reader's language), each asked in the chat at a click.
 */
export default function AskPage() {
  const { t } = useTranslation('assistant');
  const topicLabel = useTopicLabel();
  const navigate = useNavigate();
  const suggestions = useSuggestions();
  const topics = suggestions.data?.topics.filter((group) => group.questions.length > 0) ?? [];

  const search = (
    <Input.Search
      className={styles.search}
      size="large"
      placeholder={t('ask.placeholder')}
      aria-label={t('sender.label')}
      maxLength={ASSISTANT_QUESTION_MAX}
      enterButton={t('ask.submit')}
      prefix={<RobotOutlined className={styles.searchIcon} />}
      onSearch={(value) => value.trim() && void navigate(chatLink(value.trim()))}
    />
  );

  return (
    <PageContainer eyebrow={t('ask.eyebrow')} title={t('ask.title')} subtitle={t('ask.subtitle')} extra={search}>
      <section aria-labelledby="ask-topics">
        <header className={styles.head}>
          <h2 id="ask-topics" className={styles.heading}>
            {t('ask.topicsTitle')}
          </h2>
          <p className={styles.hint}>{t('ask.topicsHint')}</p>
        </header>
        {suggestions.isPending ? (
          <div className={styles.grid} aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={styles.card}>
                <Skeleton active paragraph={{ rows: 3 }} />
              </div>
            ))}
          </div>
        ) : suggestions.isError ? (
          <ListError onRetry={() => void suggestions.refetch()} />
        ) : topics.length === 0 ? (
          <ListEmpty title={t('ask.empty')} body={t('ask.emptyBody')} />
        ) : (
          <div className={styles.grid}>
            {topics.map((group) => (
              <article key={group.topic} className={styles.card} aria-labelledby={`topic-${group.topic}`}>
                <h3 id={`topic-${group.topic}`} className={styles.topic}>
                  <span className={styles.icon} aria-hidden>
                    {TOPIC_ICONS[group.topic]}
                  </span>
                  {topicLabel(group.topic)}
                </h3>
                <ul className={styles.questions}>
                  {group.questions.map((q) => (
                    <li key={q.id}>
                      <Link to={chatLink(q.question)} className={styles.question}>
                        <span>{q.question}</span>
                        <ArrowRightOutlined className={styles.arrow} aria-hidden />
                      </Link>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        )}
      </section>
    </PageContainer>
  );
}
