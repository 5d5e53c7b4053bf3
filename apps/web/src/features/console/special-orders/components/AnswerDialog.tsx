import { Alert, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

/** Props of AnswerDialog. */
export interface AnswerDialogProps<V> {
  open: boolean;
  title: string;
  /** What will happen (the requester is mailed), in a sentence: the dialog is the confirmation. */
  description: string;
  okText: string;
  danger?: boolean;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  children: ReactNode;
  /** Sends the answer; a refusal is shown in the dialog with the server's message and the dialog stays open. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/** The dialog of a quote or decline: a sentence, the fields, and the server's refusal if any. */
export function AnswerDialog<V extends object>({ open, title, description, okText, danger, form, initialValues, children, onSubmit, onClose }: AnswerDialogProps<V>) {
  const { t } = useTranslation('consoleSpecialOrders');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: V) => {
    setRefusal(null);
    setBusy(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('back')}
      okButtonProps={{ danger, loading: busy, htmlType: 'submit', form: 'special-order-answer-form' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Form<V> id="special-order-answer-form" form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)} preserve={false}>
        {children}
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
    </Modal>
  );
}
