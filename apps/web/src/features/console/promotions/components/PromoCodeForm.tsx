import { PROMO_COUNT_MODES, PROMO_TERMS_LOCKED_AFTER_USE, type ConsolePromoView, promoFormShape } from '@sme/shared/schemas/console-promotions';
import { Alert, Button, Col, Form, Input, Radio, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSaveConsolePromo } from '../api/save-console-promo';
import { EMPTY_PROMO, PROMO_FORM_FIELDS, type PromoFormValues, formFieldOf, promoBody, promoFormValues } from '../promotion-form-values';
import { amountRule } from '../promotion-rules';
import { showSaveError } from '../server-field-errors';
import { DiscountFields } from './DiscountFields';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

const NONE = new Set<string>();

/**
 * Create or edit a promo code (console.promo.create / update). Once the code has been used on an order, the terms the
 * server locks are shown disabled with the reason; titles, dates and limits stay editable.
 */
export function PromoCodeForm({ promo, isAdmin, onSaved }: { promo?: ConsolePromoView; isAdmin: boolean; onSaved: (saved: ConsolePromoView) => void }) {
  const { t } = useTranslation('consolePromotions');
  const [form] = Form.useForm<PromoFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveConsolePromo();
  const method = Form.useWatch('method', form);
  const locked = useMemo(() => (promo && promo.uses > 0 ? new Set<string>(PROMO_TERMS_LOCKED_AFTER_USE.map(formFieldOf)) : NONE), [promo]);
  const label = (key: string) => t(`form.${key}`);

  const submit = async (values: PromoFormValues) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(promoBody(values, promo?.id)));
    } catch (error) {
      setFormError(showSaveError(form, error, PROMO_FORM_FIELDS));
    }
  };

  return (
    <Form<PromoFormValues>
      form={form}
      layout="vertical"
      initialValues={promo ? promoFormValues(promo) : EMPTY_PROMO}
      onFinish={submit}
      className={formStyles.form}
    >
      {locked.size > 0 && <Alert type="info" showIcon className={formStyles.notice} title={t('codes.lockedNotice', { count: promo?.uses ?? 0 })} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="code"
            label={label('code')}
            required
            extra={t('form.codeHint')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[zodRule(promoFormShape.code, t, label('code'))]}
          >
            <Input maxLength={32} disabled={locked.has('code')} />
          </Form.Item>
        </Col>
      </Row>
      <DiscountFields
        choosesMerchant={isAdmin && !promo}
        merchantId={promo?.merchantId}
        locked={locked}
        knownProducts={promo?.products ?? []}
        amountHint={t('form.amountHintCode')}
      />
      <Row gutter={16}>
        {method !== 'PERCENT' && (
          <Col xs={24} md={12}>
            <Form.Item name="per" label={label('per')}>
              <Radio.Group disabled={locked.has('per')} options={PROMO_COUNT_MODES.map((m) => ({ value: m, label: t(`per.${m}`) }))} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item
            name="minSpend"
            label={label('minSpend')}
            extra={t('form.minSpendHint')}
            dependencies={['currency']}
            rules={[amountRule(promoFormShape.minSpendMinor, t, label('minSpend'), form, true)]}
          >
            <Input inputMode="decimal" disabled={locked.has('minSpend')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="usageLimit"
            label={label('usageLimit')}
            extra={t('form.unlimitedHint')}
            rules={[zodRule(promoFormShape.usageLimit, t, label('usageLimit'))]}
          >
            <NumberInput min={1} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="perMemberLimit"
            label={label('perMemberLimit')}
            extra={t('form.unlimitedHint')}
            rules={[zodRule(promoFormShape.perMemberLimit, t, label('perMemberLimit'))]}
          >
            <NumberInput min={1} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
      </Row>
      {formError && <Alert type="error" showIcon title={formError} className={formStyles.notice} role="alert" />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t(promo ? 'form.save' : 'codes.create')}
      </Button>
    </Form>
  );
}
