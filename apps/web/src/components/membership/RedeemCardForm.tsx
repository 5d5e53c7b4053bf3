import type { CardPanView } from '@sme/shared/schemas/membership';
import { Alert, Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { formatHkDay } from '@/lib/format/format-hk-day';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n';
import { CARD_REFUSAL_CODES, useRedeemCard } from '@/lib/membership/redeem-card';
import styles from './RedeemCardForm.module.css';

interface RedeemValues {
  code: string;
}

/**
 * The redemption code of a membership card (on /member and /profile). A refusal (wrong, used or expired code, too
 * many tries) shows the server's message under the field; a redeemed card says what it added.
 */
export function RedeemCardForm() {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const inputId = useId();
  const [form] = Form.useForm<RedeemValues>();
  const redeem = useRedeemCard();
  const [redeemed, setRedeemed] = useState<CardPanView | null>(null);

  const onFinish = async ({ code }: RedeemValues) => {
    setRedeemed(null);
    try {
      setRedeemed(await redeem.mutateAsync(code.trim()));
      form.resetFields();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (CARD_REFUSAL_CODES.includes(error.code)) form.setFields([{ name: 'code', errors: [error.message] }]);
      else {
        const unplaced = applyServerErrors(form, error, ['code']);
        if (unplaced) form.setFields([{ name: 'code', errors: [unplaced] }]);
      }
    }
  };

  const label = t('redeem.label');
  return (
    <Form<RedeemValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
      <Form.Item label={label} htmlFor={inputId} required>
        <div className={styles.row}>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('redeem.required') }]}>
            <Input id={inputId} className={styles.input} maxLength={64} autoComplete="off" spellCheck={false} placeholder={t('redeem.placeholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={redeem.isPending}>
            {t('redeem.submit')}
          </Button>
        </div>
      </Form.Item>
      {redeemed && (
        <Alert
          className={styles.done}
          type="success"
          showIcon
          title={t('redeem.done', { tier: t(`tier.${redeemed.tier}`), day: formatHkDay(redeemed.validUntilDay, locale) })}
        />
      )}
    </Form>
  );
}
