import { DISCOUNT_METHODS, type PromotionProductRef, discountAmountField, discountPercentField, promoFormShape } from '@sme/shared/schemas/console-promotions';
import { Col, DatePicker, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { useMerchantOptions } from '../../shell/api/get-merchant-options';
import { PLATFORM } from '../promotion-form-values';
import { amountRule, productsRule, windowRule } from '../promotion-rules';
import { ProductsPicker } from './ProductsPicker';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

interface Props {
  /** An admin creating: pick the merchant or the whole platform. */
  choosesMerchant: boolean;
  /** The saved promotion's merchant (null = platform-wide); undefined while creating. */
  merchantId: string | null | undefined;
  /** Form fields that can no longer change (the server refuses them too). */
  locked: ReadonlySet<string>;
  /** Listed products with their names (a saved promotion's). */
  knownProducts: PromotionProductRef[];
  /** How a fixed amount is described under its field ("off each order" / "off each unit"). */
  amountHint: string;
}

/** The fields both promotion forms share: merchant, titles, the discount, the products it covers and its validity. */
export function DiscountFields({ choosesMerchant, merchantId, locked, knownProducts, amountHint }: Props) {
  const { t } = useTranslation('consolePromotions');
  const form = Form.useFormInstance();
  const merchants = useMerchantOptions(choosesMerchant);
  const method = Form.useWatch('method', form) as string | undefined;
  const isForAll = Form.useWatch('isForAll', form) as boolean | undefined;
  const picked = Form.useWatch('merchantId', form) as string | undefined;
  const scope = choosesMerchant ? (picked && picked !== PLATFORM ? picked : null) : (merchantId ?? null);
  const label = (key: string) => t(`form.${key}`);
  return (
    <Row gutter={16}>
      {choosesMerchant && (
        <Col xs={24}>
          <Form.Item name="merchantId" label={label('merchant')} required rules={[{ required: true, message: t('form.merchantRequired') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={merchants.isLoading}
              options={[{ value: PLATFORM, label: t('form.platformWide') }, ...(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))]}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="titleEn" label={label('titleEn')} required rules={[zodRule(promoFormShape.titleEn, t, label('titleEn'))]}>
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="titleZh" label={label('titleZh')} required rules={[zodRule(promoFormShape.titleZh, t, label('titleZh'))]}>
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="currency"
          label={label('currency')}
          required
          rules={[zodRule(promoFormShape.currency, t, label('currency'))]}
          normalize={(v: string) => v.toUpperCase()}
        >
          <Input maxLength={4} disabled={locked.has('currency')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="method" label={label('method')} required>
          <Radio.Group disabled={locked.has('method')} options={DISCOUNT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))} optionType="button" />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        {method === 'PERCENT' ? (
          <Form.Item name="percentage" label={label('percentage')} required rules={[zodRule(discountPercentField, t, label('percentage'))]}>
            <NumberInput min={1} max={100} precision={0} suffix="%" className={formStyles.fill} disabled={locked.has('percentage')} />
          </Form.Item>
        ) : (
          <Form.Item
            name="amount"
            label={label('amount')}
            required
            extra={amountHint}
            dependencies={['currency']}
            rules={[amountRule(discountAmountField, t, label('amount'), form)]}
          >
            <Input inputMode="decimal" disabled={locked.has('amount')} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="isForAll" label={label('isForAll')} valuePropName="checked">
          <Switch disabled={locked.has('isForAll')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        {isForAll === false && (
          <Form.Item name="pidList" label={label('products')} required dependencies={['isForAll']} rules={[productsRule(t, form)]}>
            <ProductsPicker merchantId={scope} known={knownProducts} disabled={locked.has('pidList')} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="validFrom" label={label('validFrom')} extra={t('form.openHint')}>
          <DatePicker showTime className={formStyles.fill} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="validUntil" label={label('validUntil')} dependencies={['validFrom']} rules={[windowRule(t, form)]}>
          <DatePicker showTime className={formStyles.fill} />
        </Form.Item>
      </Col>
    </Row>
  );
}
