import { addressFields, ADDRESS_AREAS, type AddressView } from '@sme/shared/schemas/addresses';
import { Alert, Button, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useCities, useCountries } from '../api/get-geo-options';
import { useSaveAddress } from '../api/save-address';
import { PhoneField } from '@/components/PhoneField';
import { ADDRESS_FORM_FIELDS, type AddressFormValues, initialAddressValues } from './address-values';
import styles from './Addresses.module.css';

const shape = addressFields.shape;

/** Props of AddressForm. */
export interface AddressFormProps {
  /** The address being edited; absent when adding. */
  address?: AddressView;
  /** The member's name and email, offered when adding. */
  contact?: { name?: string | null; email?: string | null };
  onSaved: (saved: AddressView) => void;
}

/**
 * The address form of spec section 5, checked with the shared address rules: name, region code + phone, email, area,
 * country and city from the platform's geo data (Hong Kong area = HK and its districts), detail, remarks, default.
 */
export function AddressForm({ address, contact, onSaved }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const [form] = Form.useForm<AddressFormValues>();
  const save = useSaveAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const area = Form.useWatch('area', form) ?? address?.area ?? 'HONG_KONG';
  const countryCode = Form.useWatch('countryCode', form) ?? (address ? address.countryCode : 'HK');
  const countries = useCountries();
  const cities = useCities(countryCode);
  const label = (key: string) => t(`fields.${key}`);

  const countryOptions = (countries.data?.list ?? [])
    .filter((c) => (area === 'HONG_KONG' ? c.code === 'HK' : c.code !== 'HK'))
    .map((c) => ({ value: c.code, label: c.label }));
  const cityOptions = (cities.data?.list ?? []).map((c) => ({ value: c.code, label: c.label }));

  const onValuesChange = (changed: Partial<AddressFormValues>) => {
    // The area decides the country (HK or anywhere else); a new country has its own cities.
    if (changed.area) form.setFieldsValue({ countryCode: changed.area === 'HONG_KONG' ? 'HK' : undefined, city: undefined });
    else if (changed.countryCode !== undefined) form.setFieldsValue({ city: undefined });
  };

  const onFinish = async (values: AddressFormValues) => {
    setFormError(null);
    try {
      const { remarks, ...rest } = values;
      const saved = await save.mutateAsync({
        ...withoutEmpty({ ...rest, remarks }),
        countryCode: values.countryCode ?? '',
        city: values.city ?? '',
        isDefault: values.isDefault,
        ...(address ? { id: address.id } : {}),
      });
      onSaved(saved);
    } catch (error) {
      setFormError(applyServerErrors(form, error, ADDRESS_FORM_FIELDS));
    }
  };

  return (
    <Form<AddressFormValues>
      form={form}
      name="address"
      layout="vertical"
      requiredMark="optional"
      initialValues={initialAddressValues(address, contact)}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      noValidate
      className={styles.form}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} required rules={[zodRule(shape.name, t, label('name'))]}>
            <Input size="large" autoComplete="name" maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={label('email')} required rules={[zodRule(shape.email, t, label('email'))]}>
            <Input size="large" type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
        </Col>
      </Row>
      <PhoneField formName="address" label={label('phone')} requiredMessage={t('server:validation.phoneRequired')} />
      <Form.Item name="area" label={label('area')} required>
        <Radio.Group optionType="button" options={ADDRESS_AREAS.map((a) => ({ value: a, label: t(`area.${a}`) }))} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="countryCode" label={label('countryCode')} required rules={[{ required: true, message: t('countryRequired') }]}>
            <Select
              size="large"
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={label('countryCode')}
              options={countryOptions}
              loading={countries.isPending}
              disabled={area === 'HONG_KONG'}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={label(area === 'HONG_KONG' ? 'district' : 'city')} required rules={[zodRule(shape.city, t, label('city'))]}>
            <Select
              size="large"
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={label(area === 'HONG_KONG' ? 'district' : 'city')}
              options={cityOptions}
              loading={Boolean(countryCode) && cities.isPending}
              disabled={!countryCode}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="detail" label={label('detail')} required rules={[zodRule(shape.detail, t, label('detail'))]}>
        <Input.TextArea rows={3} maxLength={300} showCount autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="remarks" label={label('remarks')} rules={[zodRule(shape.remarks, t, label('remarks'))]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('remarksPlaceholder')} />
      </Form.Item>
      <Form.Item name="isDefault" label={label('isDefault')} valuePropName="checked" extra={address?.isDefault ? t('alreadyDefault') : undefined}>
        <Switch aria-label={label('isDefault')} disabled={address?.isDefault} />
      </Form.Item>

      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
        {t(address ? 'saveChanges' : 'add')}
      </Button>
    </Form>
  );
}
