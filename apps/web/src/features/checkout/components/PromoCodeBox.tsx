import { TagOutlined } from '@ant-design/icons';
import type { OrderPreviewView } from '@sme/shared/schemas/orders';
import { Alert, Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import styles from './Checkout.module.css';

/** The section 8 outcome of a promo code that applied. */
const APPLIED = 200;

/** Props of PromoCodeBox. */
export interface PromoCodeBoxProps {
  /** The code in the order, if any. */
  applied: string | null;
  /** The preview's word on it (null while none was checked). */
  promo: OrderPreviewView['promo'];
  currency: string;
  /** Check a code with the server; resolves with the refusal message, or null when it applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
}

/**
 * The promotion code: type it and apply; the server checks it (order.preview) and either takes it, shown as a
 * removable tag with its discount, or refuses it with its section 8 message.
 */
export function PromoCodeBox({ applied, promo, currency, onApply, onRemove }: PromoCodeBoxProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const code = text.trim();
    if (!code) return;
    setChecking(true);
    const message = await onApply(code);
    setChecking(false);
    setRefusal(message);
    if (message === null) setText('');
  };

  if (applied) {
    // A code that applied can stop applying when the order changes (a threshold no longer met): the preview says so.
    const refused = promo !== null && promo.outcome !== APPLIED;
    return (
      <div className={styles.promo}>
        <Tag
          color={refused ? 'red' : 'green'}
          icon={<TagOutlined />}
          closable={{ 'aria-label': t('promo.remove', { code: applied }) }}
          onClose={onRemove}
          className={styles.promoTag}
        >
          {applied}
          {promo && !refused && ` · −${formatPrice(promo.discountMinor, currency, locale)}`}
        </Tag>
        {refused && <Alert type="error" showIcon title={promo.message} />}
      </div>
    );
  }
  return (
    <div className={styles.promo}>
      <Space.Compact block>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void apply()}
          placeholder={t('promo.placeholder')}
          aria-label={t('promo.label')}
          autoComplete="off"
          maxLength={200}
          status={refusal ? 'error' : undefined}
        />
        <Button onClick={() => void apply()} loading={checking} disabled={!text.trim()}>
          {t('promo.apply')}
        </Button>
      </Space.Compact>
      {refusal && (
        <div role="alert" className={styles.fieldError}>
          {refusal}
        </div>
      )}
    </div>
  );
}
