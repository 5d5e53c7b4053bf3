import { CameraOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { useVerifyPickup } from '../api/order-actions';
import { ActionDialog } from '../../shell/ActionDialog';
import { canScanQr, PickupScanner } from './PickupScanner';
import formStyles from '../../kit/ConsoleForm.module.css';

/**
 * Verify a pickup at the counter: the buyer's QR code scanned with the device camera (where the browser can read QR
 * codes) or its text typed. The verified order completes and opens.
 */
export function VerifyPickupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const verify = useVerifyPickup();
  const [form] = Form.useForm<{ code: string }>();
  const [scanning, setScanning] = useState(false);
  const onCode = useCallback(
    (value: string) => {
      setScanning(false);
      form.setFieldValue('code', value);
      form.submit();
    },
    [form],
  );
  const close = () => {
    setScanning(false);
    onClose();
  };
  return (
    <ActionDialog<{ code: string }>
      open={open}
      onClose={close}
      form={form}
      title={t('actions.verifyPickup')}
      description={t('actions.verifyPickupBody')}
      okText={t('actions.verifyPickupOk')}
      onSubmit={(v) => verify.mutateAsync(v.code.trim())}
      onDone={(order) => void navigate(`/console/orders/${(order as ConsoleOrderView).id}`)}
    >
      {scanning && <PickupScanner onCode={onCode} />}
      <Form.Item name="code" label={t('actions.pickupCode')} rules={[{ required: true, whitespace: true, max: 200 }]}>
        <Input autoComplete="off" />
      </Form.Item>
      {canScanQr() && !scanning && (
        <Button icon={<CameraOutlined />} onClick={() => setScanning(true)} className={formStyles.notice}>
          {t('actions.scan')}
        </Button>
      )}
    </ActionDialog>
  );
}
