import { couponCodeInput } from '@sme/shared/schemas/promotions';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { feedback } from '@/lib/ui/feedback';
import { useAssignCouponByCode } from '../api/assign-coupon-by-code';
import styles from './Coupons.module.css';

/** "Redeem a code": a claim code from a flyer or an email becomes a coupon in the member's wallet. */
export function RedeemCodeForm({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation('coupons');
  const [form] = Form.useForm<{ code: string }>();
  const assign = useAssignCouponByCode();
  const label = t('redeem.label');

  const onFinish = ({ code }: { code: string }) =>
    assign.mutate(code.trim(), {
      onSuccess: (coupon) => {
        void feedback().message.success(t('redeem.added', { title: coupon.title }));
        form.resetFields();
        onRedeemed();
      },
    });

  return (
    <Form form={form} name="redeemCode" layout="inline" onFinish={onFinish} className={styles.redeem} requiredMark={false}>
      <Form.Item name="code" label={label} rules={[zodRule(couponCodeInput.shape.code, t, label)]} className={styles.redeemField}>
        <Input placeholder={t('redeem.placeholder')} maxLength={64} autoComplete="off" allowClear />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={assign.isPending}>
        {t('redeem.submit')}
      </Button>
    </Form>
  );
}
