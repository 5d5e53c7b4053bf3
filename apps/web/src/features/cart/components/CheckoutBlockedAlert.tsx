import { Codes } from '@sme/shared/codes';
import { type CartLineView } from '@sme/shared/schemas/cart';
import { MAX_CART_SELECTION } from '@sme/shared/cart-rules';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { currencyGroups, deliveryGroups } from '../compatible-groups';
import styles from './Cart.module.css';

/** The codes this alert explains by name; anything else gets a general explanation. */
const KNOWN = [
  Codes.CART_MIXED_CURRENCY.code,
  Codes.CART_MIXED_DELIVERY.code,
  Codes.CART_SELECTION_LIMIT.code,
  Codes.CART_EMPTY_SELECTION.code,
  Codes.INSUFFICIENT_STOCK.code,
];

/** Props of CheckoutBlockedAlert. */
export interface CheckoutBlockedAlertProps {
  code: number;
  lines: readonly CartLineView[];
  /** Select exactly these lines (a compatible group). */
  onSelectOnly: (ids: string[]) => void;
  busy: boolean;
}

/**
 * Why the selection cannot go to checkout (the server's checkoutBlockedBy), and for mixed currencies (4400) or
 * mixed delivery types (4401) one button per compatible group that selects only that group.
 */
export function CheckoutBlockedAlert({ code, lines, onSelectOnly, busy }: CheckoutBlockedAlertProps) {
  const { t } = useTranslation('cart');
  const key = KNOWN.includes(code) ? String(code) : 'other';
  const actions =
    code === Codes.CART_MIXED_CURRENCY.code
      ? currencyGroups(lines).map((g) => ({ key: g.key, ids: g.ids, label: t('blocked.onlyCurrency', { count: g.ids.length, currency: g.key }) }))
      : code === Codes.CART_MIXED_DELIVERY.code
        ? deliveryGroups(lines).map((g) => ({
            key: g.key,
            ids: g.ids,
            label: t('blocked.onlyDelivery', { count: g.ids.length, delivery: t(`delivery.${g.key}`) }),
          }))
        : [];
  return (
    <Alert
      className={styles.blocked}
      type={code === Codes.CART_EMPTY_SELECTION.code ? 'info' : 'warning'}
      showIcon
      title={t(`blocked.${key}.title`)}
      description={
        <>
          <p className={styles.blockedBody}>{t(`blocked.${key}.body`, { max: MAX_CART_SELECTION })}</p>
          {actions.length > 0 && (
            <Flex gap={8} wrap>
              {actions.map((a) => (
                <Button key={a.key} size="small" disabled={busy} onClick={() => onSelectOnly(a.ids)}>
                  {a.label}
                </Button>
              ))}
            </Flex>
          )}
        </>
      }
    />
  );
}
