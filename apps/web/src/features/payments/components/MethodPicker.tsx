import type { PaymentMethod, PaymentMethodView } from '@sme/shared/schemas/payments';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { METHOD_ICONS } from './method-icons';
import styles from './Payments.module.css';

/** Props of MethodPicker. */
export interface MethodPickerProps {
  methods: readonly PaymentMethodView[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** The methods the server offers for the order, as radio cards with an icon and what happens next. */
export function MethodPicker({ methods, value, onChange, disabled }: MethodPickerProps) {
  const { t } = useTranslation('payments');
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as PaymentMethod)}
      className={styles.methods}
      aria-label={t('methods.title')}
    >
      {methods.map(({ method }) => (
        <Radio key={method} value={method} className={[styles.method, value === method ? styles.methodActive : ''].filter(Boolean).join(' ')}>
          <span className={[styles.methodIcon, styles[`icon${method}`]].filter(Boolean).join(' ')} aria-hidden>
            {METHOD_ICONS[method]}
          </span>
          <span className={styles.methodText}>
            <strong>{t(`methods.${method}.title`)}</strong>
            <span className={styles.muted}>{t(`methods.${method}.hint`)}</span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
