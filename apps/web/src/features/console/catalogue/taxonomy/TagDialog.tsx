import { type ConsoleTagView, consoleTagForm } from '@sme/shared/schemas/console-catalogue';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { useTagChanges } from './api/console-tags';
import { showSaveError } from '../components/form-errors';

type Values = Pick<ConsoleTagView, 'slug' | 'nameEn' | 'nameZh'>;
const FIELDS = Object.keys(consoleTagForm.shape);
const shape = consoleTagForm.shape;

/** Create or edit a tag in a dialog. */
export function TagDialog({ editing, onClose }: { editing?: ConsoleTagView | undefined; onClose: () => void }) {
  const { t } = useTranslation('consoleCatalogue');
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const { save } = useTagChanges();
  const submit = async (values: Values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) });
      onClose();
    } catch (error) {
      setFormError(showSaveError(form, error, FIELDS));
    }
  };
  return (
    <Modal
      open
      title={t(editing ? 'tags.editTitle' : 'tags.new')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={editing} onFinish={submit}>
        {(['slug', 'nameEn', 'nameZh'] as const).map((field) => (
          <Form.Item key={field} name={field} label={t(`fields.${field}`)} rules={[zodRule(shape[field], t, t(`fields.${field}`))]} required>
            <Input />
          </Form.Item>
        ))}
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Modal>
  );
}
