import { ORDER_REMARK_MAX_LENGTH } from '@sme/shared/constants';
import { orderBuyerFields } from '@sme/shared/schemas/order-buyer';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/PhoneField';
import { zodRule } from '@/lib/forms/zod-rule';

/** The buyer's fields as the form holds them (PhoneField names the number `phone`). */
export interface BuyerValues {
  buyerName: string;
  regionCode: string;
  phone: string;
  buyerEmail: string;
  remark?: string;
}

/** Field names a 400 answer may point at (the server calls the number buyerPhone). */
export const BUYER_FIELDS = ['buyerName', 'regionCode', 'phone', 'buyerEmail', 'remark'] as const;

const shape = orderBuyerFields.shape;

/** Props of BuyerForm. */
export interface BuyerFormProps {
  form: FormInstance<BuyerValues>;
  initialValues: Partial<BuyerValues>;
}

/** Customer info of the order (name, phone, email) and the remark, checked with the shared order rules. */
export const BuyerForm = memo(function BuyerForm({ form, initialValues }: BuyerFormProps) {
  const { t } = useTranslation('checkout');
  const label = (key: string) => t(`buyer.${key}`);
  // The defaults can arrive after the form was drawn (an address added on the way here is fetched again while the
  // cached list without it is shown): fill the fields still empty and untouched, never what the buyer typed.
  useEffect(() => {
    const missing = Object.entries(initialValues).filter(([name, value]) => {
      const field = name as keyof BuyerValues;
      return value && !form.isFieldTouched(field) && !form.getFieldValue(field);
    });
    if (missing.length > 0) form.setFieldsValue(Object.fromEntries(missing) as Partial<BuyerValues>);
  }, [form, initialValues]);
  return (
    <Form<BuyerValues> form={form} name="buyer" layout="vertical" requiredMark="optional" initialValues={initialValues} noValidate>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="buyerName" label={label('name')} required rules={[zodRule(shape.buyerName, t, label('name'))]}>
            <Input size="large" autoComplete="name" maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="buyerEmail" label={label('email')} required rules={[zodRule(shape.buyerEmail, t, label('email'))]}>
            <Input size="large" type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
        </Col>
      </Row>
      <PhoneField formName="buyer" label={label('phone')} requiredMessage={t('server:validation.phoneRequired')} />
      <Form.Item name="remark" label={label('remark')} rules={[zodRule(shape.remark, t, label('remark'))]}>
        <Input.TextArea rows={2} maxLength={ORDER_REMARK_MAX_LENGTH} showCount placeholder={t('buyer.remarkPlaceholder')} />
      </Form.Item>
    </Form>
  );
});
