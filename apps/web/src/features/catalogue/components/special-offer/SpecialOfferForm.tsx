import { SendOutlined } from '@ant-design/icons';
import { specialOrderInput, type SpecialOrderCreated } from '@sme/shared/schemas/catalogue';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import type { MemberProfile } from '@/lib/session/user-store';
import { catalogueId } from '../../api/catalogue-id';
import { useCreateSpecialOrder } from '../../api/create-special-order';
import { PhoneField } from '@/components/PhoneField';
import { initialSpecialOfferValues, SPECIAL_OFFER_FIELDS, type SpecialOfferValues } from './special-offer-values';
import styles from './SpecialOfferForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

/** The contact fields a late-arriving profile may fill, when the visitor has not typed in them yet. */
const PROFILE_FIELDS = ['customerName', 'email', 'regionCode', 'phone'] as const;

/** Props of SpecialOfferForm. */
export interface SpecialOfferFormProps {
  /** The /specialOffer query: productId, productName, productCode, specification, quantity. */
  query: URLSearchParams;
  /** The signed-in member's profile, when there is one. */
  profile: MemberProfile | null | undefined;
  onCreated: (created: SpecialOrderCreated) => void;
}

const shape = specialOrderInput.shape;

/** The special (wholesale) order request of spec section 3, checked with the shared schema; server field errors shown in place. */
export function SpecialOfferForm({ query, profile, onCreated }: SpecialOfferFormProps) {
  const { t } = useTranslation('product');
  const [form] = Form.useForm<SpecialOfferValues>();
  const create = useCreateSpecialOrder();
  const [formError, setFormError] = useState<string | null>(null);
  // A malformed product id is dropped rather than refused: the request still names the product in words.
  const productId = catalogueId(query.get('productId'));

  useEffect(() => {
    if (!profile) return;
    const fresh = initialSpecialOfferValues(query, profile);
    const touched = form.isFieldsTouched([...PROFILE_FIELDS]);
    if (touched) return;
    form.setFieldsValue(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, form.getFieldValue(f) || fresh[f]])));
  }, [profile, query, form]);

  const onFinish = async (values: SpecialOfferValues) => {
    setFormError(null);
    try {
      const { quantity, ...rest } = values;
      const created = await create.mutateAsync({ ...withoutEmpty(rest), quantity: quantity ?? '', ...(productId ? { productId } : {}) });
      onCreated(created);
    } catch (error) {
      setFormError(applyServerErrors(form, error, SPECIAL_OFFER_FIELDS));
    }
  };

  const label = (key: string) => t(`specialOffer.fields.${key}`);
  return (
    <Form<SpecialOfferValues>
      form={form}
      name="specialOffer"
      layout="vertical"
      requiredMark="optional"
      initialValues={initialSpecialOfferValues(query, profile)}
      onFinish={onFinish}
      noValidate
      className={styles.form}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('specialOffer.productSection')}</legend>
        <Form.Item name="productName" label={label('productName')} required rules={[zodRule(shape.productName, t, label('productName'))]}>
          <Input size="large" maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="productCode" label={label('productCode')} rules={[zodRule(shape.productCode, t, label('productCode'))]}>
              <Input size="large" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="quantity"
              label={label('quantity')}
              required
              rules={[{ required: true, message: t('specialOffer.quantityRequired') }, zodRule(shape.quantity, t, label('quantity'))]}
            >
              <NumberInput size="large" min={1} max={1_000_000} precision={0} className={styles.number} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="specification"
          label={label('specification')}
          extra={t('specialOffer.specificationHint')}
          rules={[zodRule(shape.specification, t, label('specification'))]}
        >
          <Input size="large" maxLength={200} />
        </Form.Item>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('specialOffer.contactSection')}</legend>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="customerName" label={label('customerName')} required rules={[zodRule(shape.customerName, t, label('customerName'))]}>
              <Input size="large" autoComplete="name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={label('email')} required rules={[zodRule(shape.email, t, label('email'))]}>
              <Input size="large" type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
          </Col>
        </Row>
        <PhoneField formName="specialOffer" label={label('phone')} requiredMessage={t('specialOffer.phoneRequired')} />
        <Form.Item name="remark" label={label('remark')} rules={[zodRule(shape.remark, t, label('remark'))]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('specialOffer.remarkPlaceholder')} />
        </Form.Item>
      </fieldset>

      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} loading={create.isPending} className={styles.submit}>
        {t('specialOffer.submit')}
      </Button>
    </Form>
  );
}
