import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { useShipOrder } from '../api/order-actions';
import { ActionDialog } from '../../shell/ActionDialog';

interface Values {
  logisticsCompany: string;
  logisticsNo: string;
}

/** Hand a home-delivery order to a courier: the buyer then sees it awaiting receipt with the tracking number. */
export function ShipDialog({ order, open, onClose }: { order: ConsoleOrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const ship = useShipOrder();
  return (
    <ActionDialog<Values>
      open={open}
      onClose={onClose}
      title={t('actions.ship')}
      description={t('actions.shipBody', { orderNo: order.orderNo })}
      okText={t('actions.shipOk')}
      onSubmit={(v) => ship.mutateAsync({ id: order.id, logisticsCompany: v.logisticsCompany.trim(), logisticsNo: v.logisticsNo.trim() })}
    >
      <Form.Item name="logisticsCompany" label={t('actions.logisticsCompany')} rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="logisticsNo" label={t('actions.logisticsNo')} rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input autoComplete="off" />
      </Form.Item>
    </ActionDialog>
  );
}
