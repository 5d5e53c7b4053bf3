import { type ConsoleCurrencyView, type ConsoleRateInput, type ConsoleRateView, consoleRateInput } from '@sme/shared/schemas/console-catalogue';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useLocale } from '@/lib/i18n';
import { useSetConsoleRate } from './api/console-rates';

const FIELDS = ['baseSymbol', 'tarSymbol', 'rate'];
const shape = consoleRateInput.shape;

/** Set one rate: two different currencies and the rate typed as an exact decimal (kept as text, never a number). */
export function RateDialog({ currencies, initial, onClose }: { currencies: ConsoleCurrencyView[]; initial: Partial<ConsoleRateView>; onClose: () => void }) {
  const { t } = useTranslation('consoleCatalogue');
  const locale = useLocale();
  const [form] = Form.useForm<ConsoleRateInput>();
  const [formError, setFormError] = useState<string | null>(null);
  const setRate = useSetConsoleRate();
  const options = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${locale === 'en_US' ? c.nameEn : c.nameZh}` }));
  const isEdit = !!initial.baseSymbol && !!initial.tarSymbol;

  const submit = async (values: ConsoleRateInput) => {
    setFormError(null);
    try {
      await setRate.mutateAsync(values);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error, FIELDS));
    }
  };

  return (
    <Modal
      open
      title={t('rates.set')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={setRate.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ConsoleRateInput>
        form={form}
        layout="vertical"
        initialValues={{ baseSymbol: initial.baseSymbol, tarSymbol: initial.tarSymbol, rate: initial.rate }}
        onFinish={submit}
      >
        <Form.Item name="baseSymbol" label={t('fields.baseSymbol')} rules={[{ required: true }]}>
          <Select options={options} disabled={isEdit} />
        </Form.Item>
        <Form.Item
          name="tarSymbol"
          label={t('fields.tarSymbol')}
          dependencies={['baseSymbol']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: async (_r, value: string | undefined) => {
                if (value && value === getFieldValue('baseSymbol')) throw new Error(t('server:validation.currencySame'));
              },
            }),
          ]}
        >
          <Select options={options} disabled={isEdit} />
        </Form.Item>
        <Form.Item name="rate" label={t('fields.rate')} rules={[zodRule(shape.rate, t, t('fields.rate'))]} required extra={t('rates.rateHint')}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Modal>
  );
}
