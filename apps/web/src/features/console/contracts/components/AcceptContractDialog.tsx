import type { ContractView } from '@sme/shared/schemas/contracts';
import { Checkbox, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAcceptContract } from '../api/accept-contract';
import { useFeedback } from '@/lib/ui/feedback';

/** Confirming an acceptance: it is recorded with name, time and IP and cannot be withdrawn, so a tick box must say so. */
export function AcceptContractDialog({ contract, open, onClose }: { contract: ContractView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consoleContracts');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ confirmed: boolean }>();
  const accepting = useAcceptContract();

  const submit = async () => {
    await form.validateFields();
    accepting.mutate(contract.id, {
      onSuccess: () => {
        void message.success(t('accept.done'));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('accept.title', { version: contract.version })}
      okText={t('accept.ok')}
      cancelText={t('accept.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={accepting.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('accept.body')}</Typography.Paragraph>
      <Form form={form} preserve={false}>
        <Form.Item
          name="confirmed"
          valuePropName="checked"
          rules={[{ validator: (_, checked: boolean | undefined) => (checked ? Promise.resolve() : Promise.reject(new Error(t('accept.confirmRule')))) }]}
        >
          <Checkbox>{t('accept.confirm', { merchant: contract.merchantName })}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
