import { SearchOutlined } from '@ant-design/icons';
import { Codes } from '@sme/shared/codes';
import { orderByMobileQuery } from '@sme/shared/schemas/orders';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { PhoneField } from '@/components/PhoneField';
import { ApiError } from '@/lib/api';
import { zodRule } from '@/lib/forms/zod-rule';
import { useOrderLookup } from '../api/get-order-by-mobile';
import { OrderDetailView } from '../components/OrderDetailView';
import styles from './OrderLookupPage.module.css';

interface LookupValues {
  orderNo: string;
  regionCode: string;
  phone: string;
}

/** /orderLookup (no sign-in): a guest finds an order by its number and the buyer's mobile, and reads it (no actions). */
export default function OrderLookupPage() {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<LookupValues>();
  const lookup = useOrderLookup();
  const label = t('lookup.orderNo');
  const notFound = lookup.error instanceof ApiError && lookup.error.code === Codes.NOT_FOUND.code;

  const onFinish = (values: LookupValues) => lookup.mutate({ orderNo: values.orderNo.trim(), regionCode: values.regionCode, mobile: values.phone });

  return (
    <PageContainer title={t('lookup.title')} subtitle={t('lookup.subtitle')}>
      <Form<LookupValues>
        form={form}
        name="orderLookup"
        layout="vertical"
        requiredMark={false}
        initialValues={{ regionCode: 'HK' }}
        onFinish={onFinish}
        className={styles.form}
      >
        <Form.Item name="orderNo" label={label} rules={[zodRule(orderByMobileQuery.in.shape.orderNo, t, label)]}>
          <Input size="large" placeholder="SO2026000001" autoComplete="off" maxLength={32} />
        </Form.Item>
        <PhoneField formName="orderLookup" label={t('lookup.mobile')} requiredMessage={t('server:validation.phoneRequired')} />
        <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined />} loading={lookup.isPending}>
          {t('lookup.submit')}
        </Button>
      </Form>
      {notFound && <Alert className={styles.result} type="warning" showIcon title={t('lookup.notFound')} />}
      {lookup.error instanceof ApiError && !notFound && <Alert className={styles.result} type="error" showIcon title={lookup.error.message} />}
      {lookup.data && (
        <div className={styles.result}>
          <OrderDetailView order={lookup.data} readOnly />
        </div>
      )}
    </PageContainer>
  );
}
