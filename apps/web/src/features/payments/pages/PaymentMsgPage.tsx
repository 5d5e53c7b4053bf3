import { ReloadOutlined } from '@ant-design/icons';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { FpsQrPanel } from '../components/FpsQrPanel';
import { OutcomeActions } from '../components/OutcomeActions';
import { OutcomePage } from '../components/OutcomePage';
import { isFailedPayment } from '../components/payment-state';
import { PaymentFacts } from '../components/PaymentFacts';
import styles from '../components/Payments.module.css';

/** Which message the page gives for an attempt: by how it ended, or for an open one by how it is paid. */
function messageKey(payment: PaymentView): string {
  if (payment.status === 'SUCCEEDED') return 'succeeded';
  if (isFailedPayment(payment.status)) return 'failed';
  if (payment.method === 'FPS') return 'fps';
  if (payment.method === 'COD') return 'cod';
  return 'pending';
}

/**
 * /paymentMsg?paymentId=… — the latest word on a payment: still being confirmed (with the FPS transfer details to quote,
 * or the cash-on-delivery note), or how it ended, with Check again and the next steps.
 */
export default function PaymentMsgPage() {
  const { t } = useTranslation('payments');
  return (
    <OutcomePage>
      {(payment, refresh, refreshing) => {
        const key = messageKey(payment);
        const status = key === 'succeeded' ? 'success' : key === 'failed' ? 'error' : 'info';
        const detail =
          key === 'failed'
            ? (payment.failureMessage ?? t(`fail.reason.${payment.status}`))
            : t(key === 'fps' && payment.purpose === 'MEMBERSHIP' ? 'membership.msgFps' : `msg.${key}.body`);
        return (
          <div className={styles.stack}>
            <Result
              status={status}
              title={t(`msg.${key}.title`)}
              subTitle={detail}
              extra={
                <Flex vertical gap={12} align="center">
                  <OutcomeActions payment={payment} primary={key === 'failed' ? 'payAgain' : 'order'} />
                  {key === 'succeeded' ? (
                    <ButtonLink type="link" to={`/paymentSuccess?paymentId=${encodeURIComponent(payment.id)}`}>
                      {t('msg.seeReceipt')}
                    </ButtonLink>
                  ) : (
                    key !== 'failed' && (
                      <Button type="link" icon={<ReloadOutlined />} loading={refreshing} onClick={refresh}>
                        {t('msg.checkAgain')}
                      </Button>
                    )
                  )}
                </Flex>
              }
            >
              <PaymentFacts payment={payment} />
            </Result>
            {key === 'fps' && payment.next?.flow === 'QR' && (
              <FpsQrPanel
                payload={payment.next.payload}
                reference={payment.next.reference}
                orderNo={payment.orderNo}
                amountMinor={payment.amountMinor}
                currency={payment.currency}
                purpose={payment.purpose}
              />
            )}
          </div>
        );
      }}
    </OutcomePage>
  );
}
