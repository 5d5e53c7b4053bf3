import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSISTANT_TOPICS, type AssistantTopic } from '@sme/shared/schemas/assistant';
import type { ConsoleAssistantSuggestionView } from '@sme/shared/schemas/console-assistant';
import { Button, Empty, Flex, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicLabel } from '@/lib/assistant/use-topic-label';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { FilterBar } from '../kit/FilterBar';
import { FilterSelect } from '../kit/FilterSelect';
import { useUrlFilters } from '../kit/use-url-filters';
import { useConsoleSuggestions, useSuggestionChanges } from './api/console-suggestions';
import { SuggestionDialog } from './SuggestionDialog';
import styles from './AssistantSection.module.css';
import { useFeedback } from '@/lib/ui/feedback';
import { ListOrFailure } from '../kit/ListFailure';

type Dialog = { editing?: ConsoleAssistantSuggestionView } | null;
const FILTER_KEYS = ['topic'] as const;

/** /console/assistant (admins): the suggested questions of /ask by topic, in three languages; add, edit, switch off, delete. */
export default function AssistantSection() {
  const { t } = useTranslation('consoleAssistant');
  const { modal, message } = useFeedback();
  const locale = useLocale();
  const topicLabel = useTopicLabel();
  const { values, update } = useUrlFilters(FILTER_KEYS);
  const topic = ASSISTANT_TOPICS.find((x) => x === values.topic);
  const suggestions = useConsoleSuggestions();
  const { save, remove } = useSuggestionChanges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = (suggestions.data ?? []).filter((s) => !topic || s.topic === topic);

  const setActive = (s: ConsoleAssistantSuggestionView, isActive: boolean) => {
    const { id, topic: sTopic, questionEn, questionZhCn, questionZhTw, sort } = s;
    save.mutate({ id, topic: sTopic, questionEn, questionZhCn, questionZhTw, sort, isActive }, { onSuccess: () => void message.success(t('saved')) });
  };

  const confirmDelete = (s: ConsoleAssistantSuggestionView) =>
    modal.confirm({
      title: t('deleteTitle'),
      content: s.questionEn,
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await remove.mutateAsync(s.id);
        void message.success(t('deleted'));
      },
    });

  return (
    <>
      <ConsolePageHeader title={t('console:nav.assistant')} />
      <FilterBar
        label={t('filters')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            {t('new')}
          </Button>
        }
      >
        <FilterSelect<AssistantTopic>
          wide
          label={t('fields.topic')}
          placeholder={t('allTopics')}
          value={topic}
          options={ASSISTANT_TOPICS.map((x) => ({ value: x, label: topicLabel(x) }))}
          onChange={(v) => update({ topic: v })}
        />
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </FilterBar>
      <ListOrFailure read={suggestions}>
        <Table<ConsoleAssistantSuggestionView>
          rowKey="id"
          size="small"
          loading={suggestions.isFetching}
          dataSource={shown}
          pagination={{ pageSize: 100, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          columns={[
            { key: 'topic', title: t('fields.topic'), render: (_, s) => <Tag>{topicLabel(s.topic)}</Tag> },
            {
              key: 'question',
              title: t('question'),
              render: (_, s) => (
                <dl className={styles.languages}>
                  <dt>{t('languages.en')}</dt>
                  <dd lang="en">{s.questionEn}</dd>
                  <dt>{t('languages.zhCn')}</dt>
                  <dd lang="zh-CN">{s.questionZhCn}</dd>
                  <dt>{t('languages.zhTw')}</dt>
                  <dd lang="zh-HK">{s.questionZhTw}</dd>
                </dl>
              ),
            },
            { key: 'sort', title: t('fields.sort'), align: 'right', dataIndex: 'sort' },
            {
              key: 'active',
              title: t('fields.isActive'),
              render: (_, s) => (
                <Switch
                  size="small"
                  checked={s.isActive}
                  loading={save.isPending && save.variables?.id === s.id}
                  onChange={(on) => setActive(s, on)}
                  aria-label={t('activeNamed', { question: s.questionEn })}
                />
              ),
            },
            { key: 'updated', title: t('updated'), render: (_, s) => formatDateTime(s.updatedAt, locale) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, s) => (
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setDialog({ editing: s })}
                    aria-label={t('editNamed', { question: s.questionEn })}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => confirmDelete(s)}
                    aria-label={t('deleteNamed', { question: s.questionEn })}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </ListOrFailure>
      {dialog && <SuggestionDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
    </>
  );
}
