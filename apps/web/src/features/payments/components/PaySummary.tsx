import { ClockCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { PayMethodsView } from '@sme/shared/schemas/payments';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { clockText, useTimeLeft } from '@/lib/time/use-time-left';
import { membershipWords, planText, validUntilText } from './membership-text';
import { canPayOrder, orderDetailPath } from './payment-state';
import styles from './Payments.module.css';

/** Props of PaySummary. */
export interface PaySummaryProps {
  view: PayMethodsView;
  /** Called once when the payment window runs out (the server closes the order itself; the page re-reads it). */
  onDue: () => void;
}

/**
 * What is being paid. An order: its number (a link to its detail), status, the amount payable and the time left to pay.
 * A membership purchase: the plan, the purchase number, the amount and until when the plan is valid once paid.
 */
export function PaySummary({ view, onDue }: PaySummaryProps) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const membership = view.purpose === 'MEMBERSHIP' ? view.membership : null;
  const left = useTimeLeft(view.purpose === 'ORDER' && canPayOrder(view.orderStatus) ? view.paymentDueAt : null);
  const due = left === 0;
  const told = useRef(false);
  useEffect(() => {
    if (!due || told.current) return;
    told.current = true;
    onDue();
  }, [due, onDue]);

  const title = view.purpose === 'MEMBERSHIP' ? t('membership.summary') : t('pay.summary');
  return (
    <aside className={styles.summary} aria-label={title}>
      <h2 className={styles.summaryTitle}>{title}</h2>
      {view.purpose === 'MEMBERSHIP' ? (
        <dl className={styles.facts}>
          {membership && (
            <>
              <dt>{t('membership.label')}</dt>
              <dd>
                <strong>{planText(membership, t)}</strong>
              </dd>
            </>
          )}
          <dt>{t('membership.purchaseNo')}</dt>
          <dd>{view.orderNo}</dd>
          {membership && (
            <>
              <dt>{t('membership.validUntil')}</dt>
              <dd>{validUntilText(membership, locale)}</dd>
            </>
          )}
        </dl>
      ) : (
        <dl className={styles.facts}>
          <dt>{t('common.orderNo')}</dt>
          <dd>
            <Link to={orderDetailPath(view.orderId)}>{view.orderNo}</Link>
          </dd>
          {view.orderStatus && (
            <>
              <dt>{t('common.orderStatus')}</dt>
              <dd>{t(`server:orderStatus.${view.orderStatus}`)}</dd>
            </>
          )}
        </dl>
      )}
      <div className={styles.payable}>
        <span>{t('common.payable')}</span>
        <strong>{formatPrice(view.payableMinor, view.currency, locale)}</strong>
      </div>
      {membership && (
        <p className={styles.note}>{t('membership.gets', { tier: membershipWords(membership, t).tier, day: validUntilText(membership, locale) })}</p>
      )}
      {view.orderStatus === 'PARTIALLY_PAID' && <p className={styles.note}>{t('pay.partlyPaid')}</p>}
      {left !== null && (
        <p className={styles.countdown} role="timer" aria-live="off">
          <ClockCircleOutlined aria-hidden /> {due ? t('pay.due') : t('pay.payWithin', { time: clockText(left) })}
        </p>
      )}
      <p className={styles.secure}>
        <SafetyCertificateOutlined aria-hidden /> {t('pay.secure')}
      </p>
    </aside>
  );
}
