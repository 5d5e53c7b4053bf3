import type { MembershipPlanView } from '@sme/shared/membership-plans';
import { planDiscountInput } from '@sme/shared/schemas/membership';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSavePlanDiscount } from '../api/save-plan-discount';
import { useFeedback } from '@/lib/ui/feedback';
import { NumberInput } from '@/components/ui/NumberInput';

/** One plan's VIP discount percent, edited and saved on its own row. */
export function PlanDiscountForm({ plan }: { plan: MembershipPlanView }) {
  const { t } = useTranslation('consoleMembership');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ vipDiscountPercent: number }>();
  const save = useSavePlanDiscount();
  const tier = t(`tiers.${plan.tier}`);
  const label = t('plans.vipDiscountNamed', { tier });

  const submit = ({ vipDiscountPercent }: { vipDiscountPercent: number }) =>
    save.mutate(
      { tier: plan.tier, vipDiscountPercent },
      {
        onSuccess: () => void message.success(t('plans.saved', { tier })),
        onError: (error) => {
          const unplaced = applyServerErrors(form, error, ['vipDiscountPercent']);
          if (unplaced) form.setFields([{ name: 'vipDiscountPercent', errors: [unplaced] }]);
        },
      },
    );

  return (
    <Form form={form} layout="inline" initialValues={{ vipDiscountPercent: plan.vipDiscountPercent }} onFinish={submit}>
      <Form.Item name="vipDiscountPercent" rules={[zodRule(planDiscountInput.shape.vipDiscountPercent, t, t('plans.vipDiscount'))]}>
        <NumberInput min={0} max={50} precision={0} suffix="%" aria-label={label} />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending} aria-label={t('plans.saveNamed', { tier })}>
        {t('plans.save')}
      </Button>
    </Form>
  );
}
