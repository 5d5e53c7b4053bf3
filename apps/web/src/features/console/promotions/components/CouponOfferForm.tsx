import { type ConsoleCouponOfferView, OFFER_TERMS_LOCKED_AFTER_ISSUE, couponOfferFormShape } from '@sme/shared/schemas/console-promotions';
import { Alert, Button, Col, Form, Input, Row, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { useSaveConsoleOffer } from '../api/save-console-offer';
import { EMPTY_OFFER, OFFER_FORM_FIELDS, type OfferFormValues, formFieldOf, offerBody, offerFormValues } from '../promotion-form-values';
import { optionalTextRule } from '../promotion-rules';
import { showSaveError } from '../server-field-errors';
import { DiscountFields } from './DiscountFields';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

const NONE = new Set<string>();

/**
 * Create or edit a coupon offer (console.couponOffer.create / update). Once coupons are handed out the discount terms
 * are shown disabled (members hold coupons on those terms) and the quantity cannot go below what was handed out; a
 * withdrawn offer is shown read-only.
 */
export function CouponOfferForm({
  offer,
  isAdmin,
  onSaved,
}: {
  offer?: ConsoleCouponOfferView;
  isAdmin: boolean;
  onSaved: (saved: ConsoleCouponOfferView) => void;
}) {
  const { t } = useTranslation('consolePromotions');
  const [form] = Form.useForm<OfferFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveConsoleOffer();
  const withdrawn = offer?.status === 'DISABLED';
  const locked = useMemo(() => (offer && offer.issuedCount > 0 ? new Set<string>(OFFER_TERMS_LOCKED_AFTER_ISSUE.map(formFieldOf)) : NONE), [offer]);
  const label = (key: string) => t(`form.${key}`);

  const submit = async (values: OfferFormValues) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(offerBody(values, offer?.id)));
    } catch (error) {
      setFormError(showSaveError(form, error, OFFER_FORM_FIELDS));
    }
  };

  return (
    <Form<OfferFormValues>
      form={form}
      layout="vertical"
      disabled={withdrawn}

      initialValues={offer ? offerFormValues(offer) : EMPTY_OFFER}
      onFinish={submit}
      className={formStyles.form}
    >
      {withdrawn && <Alert type="warning" showIcon className={formStyles.notice} title={t('offers.withdrawnNotice')} />}
      {!withdrawn && locked.size > 0 && (
        <Alert type="info" showIcon className={formStyles.notice} title={t('offers.lockedNotice', { count: offer?.issuedCount ?? 0 })} />
      )}
      <DiscountFields
        choosesMerchant={isAdmin && !offer}
        merchantId={offer?.merchantId}
        locked={locked}
        knownProducts={offer?.products ?? []}
        amountHint={t('form.amountHintOffer')}
      />
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="isPublic" label={label('isPublic')} valuePropName="checked" extra={t('form.isPublicHint')}>
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Form.Item
            name="claimCode"
            label={label('claimCode')}
            extra={t('form.claimCodeHint')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[optionalTextRule(couponOfferFormShape.claimCode, t, label('claimCode'))]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="totalQuantity"
            label={label('totalQuantity')}
            extra={offer && offer.issuedCount > 0 ? t('form.issuedSoFar', { count: offer.issuedCount }) : t('form.unlimitedHint')}
            rules={[zodRule(couponOfferFormShape.totalQuantity, t, label('totalQuantity'))]}
          >
            <NumberInput min={Math.max(1, offer?.issuedCount ?? 0)} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="perMemberLimit"
            label={label('perMemberLimitOffer')}
            required
            rules={[zodRule(couponOfferFormShape.perMemberLimit, t, label('perMemberLimitOffer'))]}
          >
            <NumberInput min={1} max={100} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="validDays"
            label={label('validDays')}
            extra={t('form.validDaysHint')}
            rules={[zodRule(couponOfferFormShape.validDays, t, label('validDays'))]}
          >
            <NumberInput min={1} max={3650} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
      </Row>
      {formError && <Alert type="error" showIcon title={formError} className={formStyles.notice} role="alert" />}
      {!withdrawn && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(offer ? 'form.save' : 'offers.create')}
        </Button>
      )}
    </Form>
  );
}
