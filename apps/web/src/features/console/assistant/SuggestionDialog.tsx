import { ASSISTANT_TOPICS } from '@sme/shared/schemas/assistant';
import {
  type ConsoleAssistantSuggestionInput,
  type ConsoleAssistantSuggestionView,
  consoleAssistantSuggestionInput,
} from '@sme/shared/schemas/console-assistant';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicLabel } from '@/lib/assistant/use-topic-label';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSuggestionChanges } from './api/console-suggestions';
import { NumberInput } from '@/components/ui/NumberInput';

type Values = Omit<ConsoleAssistantSuggestionInput, 'id'>;
const shape = consoleAssistantSuggestionInput.shape;
const FIELDS = Object.keys(shape);
const QUESTIONS = ['questionEn', 'questionZhCn', 'questionZhTw'] as const;

/** Create or edit one suggested question: its topic, the question in three languages, its place and whether /ask shows it. */
export function SuggestionDialog({ editing, onClose }: { editing?: ConsoleAssistantSuggestionView | undefined; onClose: () => void }) {
  const { t } = useTranslation('consoleAssistant');
  const topicLabel = useTopicLabel();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const { save } = useSuggestionChanges();
  const initial: Partial<Values> = editing ?? { sort: 0, isActive: true };

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...values, sort: values.sort ?? 0, ...(editing ? { id: editing.id } : {}) });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error, FIELDS));
    }
  };

  return (
    <Modal
      open
      title={t(editing ? 'editTitle' : 'new')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="topic" label={t('fields.topic')} rules={[zodRule(shape.topic, t, t('fields.topic'))]} required>
          <Select options={ASSISTANT_TOPICS.map((topic) => ({ value: topic, label: topicLabel(topic) }))} />
        </Form.Item>
        {QUESTIONS.map((field) => (
          <Form.Item key={field} name={field} label={t(`fields.${field}`)} rules={[zodRule(shape[field], t, t(`fields.${field}`))]} required>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        ))}
        <Form.Item name="sort" label={t('fields.sort')} rules={[zodRule(shape.sort, t, t('fields.sort'))]} extra={t('sortHint')}>
          <NumberInput min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked" extra={t('activeHint')}>
          <Switch />
        </Form.Item>
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Modal>
  );
}
