import { type ConsoleMerchantView, MERCHANT_STATUSES, consoleMerchantForm } from '@sme/shared/schemas/console-catalogue';
import { Alert, Button, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSaveConsoleMerchant } from './api/save-console-merchant';
import { ImageField } from '../components/ImageField';
import { showSaveError } from '../components/form-errors';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

type Values = Omit<ConsoleMerchantView, 'id' | 'productCount' | 'updatedAt' | 'createdAt'>;

const FIELDS = Object.keys(consoleMerchantForm.shape);
const EMPTY: Partial<Values> = { countryCode: 'HK', status: 'ACTIVE', isVerified: false, isFeaturedBrand: false, sort: 0 };
const shape = consoleMerchantForm.shape;

/** Create or edit a merchant (console.merchant.create / update), every field checked by the shared schema as the server does. */
export function MerchantForm({ merchant, onSaved }: { merchant?: ConsoleMerchantView; onSaved: (saved: ConsoleMerchantView) => void }) {
  const { t } = useTranslation('consoleCatalogue');
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveConsoleMerchant();
  const rule = (field: keyof typeof shape) => [zodRule(shape[field], t, t(`fields.${field}`))];

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync({ ...withoutEmpty(values), ...(merchant ? { id: merchant.id } : {}) }));
    } catch (error) {
      setFormError(showSaveError(form, error, FIELDS));
    }
  };
  const text = (field: keyof typeof shape, rows?: number, required = false) => (
    <Form.Item name={field} label={t(`fields.${field}`)} rules={rule(field)} required={required}>
      {rows ? <Input.TextArea rows={rows} /> : <Input />}
    </Form.Item>
  );

  return (
    <Form<Values> form={form} layout="vertical" initialValues={merchant ?? EMPTY} onFinish={submit} className={formStyles.form}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="slug" label={t('fields.slug')} rules={rule('slug')} required extra={t('merchants.slugHint')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {text('nameEn', undefined, true)}
        </Col>
        <Col xs={24} md={8}>
          {text('nameZh', undefined, true)}
        </Col>
        <Col xs={24} md={12}>
          {text('descriptionEn', 4)}
        </Col>
        <Col xs={24} md={12}>
          {text('descriptionZh', 4)}
        </Col>
        <Col xs={24} md={12}>
          {text('latestActivitiesEn', 3)}
        </Col>
        <Col xs={24} md={12}>
          {text('latestActivitiesZh', 3)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="logoUrl" label={t('fields.logoUrl')} rules={rule('logoUrl')}>
            <ImageField />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="bannerUrl" label={t('fields.bannerUrl')} rules={rule('bannerUrl')}>
            <ImageField />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="countryCode" label={t('fields.countryCode')} rules={rule('countryCode')}>
            <Input maxLength={2} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          {text('city')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('fields.website')} rules={rule('website')}>
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="status" label={t('fields.status')}>
            <Select options={MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={t('fields.sort')} rules={rule('sort')} extra={t('sortHint')}>
            <NumberInput min={0} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isVerified" label={t('fields.isVerified')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isFeaturedBrand" label={t('fields.isFeaturedBrand')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {formError && <Alert type="error" showIcon title={formError} className={formStyles.notice} role="alert" />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t(merchant ? 'save' : 'merchants.create')}
      </Button>
    </Form>
  );
}
