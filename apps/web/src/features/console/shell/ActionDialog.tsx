import { Alert, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

/** Props of ActionDialog. */
export interface ActionDialogProps<V> {
  open: boolean;
  title: string;
  /** What will happen, in a sentence: the dialog is the confirmation. */
  description: string;
  okText: string;
  danger?: boolean;
  initialValues?: Partial<V>;
  /** The form fields (none for a plain confirmation). */
  children?: ReactNode;
  /** Sends the action; a refusal is shown in the dialog with the server's message and the dialog stays open. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  onDone?: (result: unknown) => void;
  /** The form, when a field outside antd's own inputs fills and submits it (the pickup scanner). */
  form?: FormInstance<V>;
}

/** The confirmation dialog of a console action (order steps, special-order answers): a sentence, optional fields, and the server’s refusal if any. */
export function ActionDialog<V extends object>({
  open,
  title,
  description,
  okText,
  danger,
  initialValues,
  children,
  onSubmit,
  onClose,
  onDone,
  form: given,
}: ActionDialogProps<V>) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<V>(given);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: V) => {
    setRefusal(null);
    setBusy(true);
    try {
      const result = await onSubmit(values);
      onDone?.(result);
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('actions.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.back')}
      okButtonProps={{ danger, loading: busy, htmlType: 'submit', form: 'console-action-form' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Form<V> id="console-action-form" form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)} preserve={false}>
        {children}
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
    </Modal>
  );
}
