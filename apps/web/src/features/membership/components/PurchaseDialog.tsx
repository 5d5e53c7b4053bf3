import { Codes, SILENT_CODES } from '@sme/shared/codes';
import type { BillingCycle, MembershipTier } from '@sme/shared/membership-plans';
import { formatMoney } from '@sme/shared/money';
import { Alert, Button, Descriptions, Flex, Modal, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { formatHkDateOf, formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { PURCHASE_REFUSAL_CODES, useMembershipQuote } from '../api/get-membership-quote';
import { usePurchaseMembership } from '../api/purchase-membership';
import styles from './PurchaseDialog.module.css';

/** Props of PurchaseDialog. */
export interface PurchaseDialogProps {
  tier: MembershipTier;
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  onClose: () => void;
}

/**
 * A refusal of the quote or the purchase to show in the server's words (3205: the credit covers the price; 3206:
 * start again; 400 and 404, which the client never toasts); other failures were already toasted.
 */
const refusalOf = (error: unknown): ApiError | null =>
  error instanceof ApiError && (PURCHASE_REFUSAL_CODES.includes(error.code) || (error.code !== 200 && SILENT_CODES.includes(error.code))) ? error : null;

/**
 * The price of a plan before paying: plan, billing, when the period starts and ends, the price, the credit of the
 * unused part of the current plan on an upgrade, and the amount to pay. "Continue to payment" creates the purchase
 * and opens /payments?purchaseId=…. When the credit is worth more than a month of the plan (3205), the server's
 * message is shown with a switch to annual billing.
 */
export function PurchaseDialog({ tier, cycle, onCycleChange, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const navigate = useNavigate();
  const quote = useMembershipQuote({ tier, cycle });
  const purchase = usePurchaseMembership();
  const tierName = t(`tier.${tier}`);
  const q = quote.data;
  const money = (minor: number) => formatMoney(minor, q?.currency ?? 'HKD', locale);

  const changeCycle = (next: BillingCycle) => {
    purchase.reset();
    onCycleChange(next);
  };
  const pay = () =>
    purchase.mutate({ tier, cycle }, { onSuccess: (made) => void navigate(`/payments?purchaseId=${encodeURIComponent(made.id)}`, { replace: true }) });

  const refusal = refusalOf(quote.error) ?? refusalOf(purchase.error);
  const creditTooLarge = refusal?.code === Codes.MEMBERSHIP_CREDIT_EXCEEDS_PRICE.code;

  let body;
  if (q) {
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'plan', label: t('dialog.plan'), children: tierName },
            { key: 'billing', label: t('dialog.billing'), children: t(cycle === 'ANNUAL' ? 'billing.annual' : 'billing.monthly') },
            { key: 'starts', label: t('dialog.starts'), children: formatHkDateOf(q.startsAt, locale) },
            { key: 'until', label: t('dialog.validUntil'), children: formatHkDay(q.validUntilDay, locale) },
            { key: 'price', label: t('dialog.price'), children: money(q.priceMinor) },
            ...(q.creditMinor > 0
              ? [{ key: 'credit', label: t('dialog.credit'), children: <span className={styles.credit}>{`− ${money(q.creditMinor)}`}</span> }]
              : []),
            { key: 'amount', label: t('dialog.amount'), children: <span className={styles.amount}>{money(q.amountMinor)}</span> },
          ]}
        />
        <p className={styles.note}>{t(`dialog.note.${q.kind}`, { tier: tierName })}</p>
      </>
    );
  } else if (quote.isPending) {
    body = (
      <div className={styles.state}>
        <Spin aria-label={t('dialog.loading')} />
      </div>
    );
  } else if (!refusal) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('dialog.quoteFailed')}
        action={
          <Button size="small" onClick={() => void quote.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Modal
      open
      title={q ? t(`dialog.title.${q.kind}`, { tier: tierName }) : t('dialog.titlePlain', { tier: tierName })}
      onCancel={onClose}
      footer={null}
      width={520}
    >
      <div className={styles.cycle}>
        <Segmented<BillingCycle>
          aria-label={t('dialog.billing')}
          value={cycle}
          onChange={changeCycle}
          options={[
            { value: 'MONTHLY', label: t('billing.monthly') },
            { value: 'ANNUAL', label: t('billing.annual') },
          ]}
        />
      </div>
      {body}
      {refusal && (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title={refusal.message}
          description={creditTooLarge && cycle === 'MONTHLY' ? t('dialog.tryAnnualHint') : undefined}
          action={
            creditTooLarge && cycle === 'MONTHLY' ? (
              <Button size="small" type="primary" onClick={() => changeCycle('ANNUAL')}>
                {t('dialog.tryAnnual')}
              </Button>
            ) : undefined
          }
        />
      )}
      <Flex justify="end" gap={8} className={styles.actions}>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button type="primary" disabled={!q} loading={purchase.isPending} onClick={pay}>
          {t('dialog.continue')}
        </Button>
      </Flex>
    </Modal>
  );
}
