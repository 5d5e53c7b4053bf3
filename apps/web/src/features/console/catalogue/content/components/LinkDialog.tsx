import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Links the server keeps: http(s) and mailto (anything else is stripped on save, so it is refused here first). */
const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+)$/i;

/** The editor's link dialog: set the selected text's link, or clear it (an empty address removes the link). */
export function LinkDialog({ open, href, onClose, onSubmit }: { open: boolean; href: string; onClose: () => void; onSubmit: (href: string) => void }) {
  const { t } = useTranslation('consoleContent');
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal
      open={open}
      title={t('editor.linkTitle')}
      okText={t('editor.linkApply')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.setFieldsValue({ href })}
    >
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.href.trim())} preserve={false}>
        <Form.Item
          name="href"
          label={t('editor.linkAddress')}
          extra={t('editor.linkHint')}
          rules={[{ pattern: LINK_PATTERN, message: t('editor.linkInvalid') }]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
