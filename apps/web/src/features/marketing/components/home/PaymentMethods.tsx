import { BankOutlined, CarOutlined, CreditCardOutlined, GlobalOutlined, MobileOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PaymentMethods.module.css';

/** The payment-method families of spec section 9, as labels (no provider logos we have no right to show). */
const METHODS: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'cards', icon: <CreditCardOutlined /> },
  { key: 'fps', icon: <BankOutlined /> },
  { key: 'wallets', icon: <MobileOutlined /> },
  { key: 'global', icon: <GlobalOutlined /> },
  { key: 'crypto', icon: <WalletOutlined /> },
  { key: 'cod', icon: <CarOutlined /> },
];

/** Chips naming the kinds of payment checkout accepts. */
export function PaymentMethods() {
  const { t } = useTranslation('marketing');
  return (
    <ul className={styles.chips}>
      {METHODS.map(({ key, icon }) => (
        <li key={key} className={styles.chip}>
          <span aria-hidden>{icon}</span>
          {t(`home.digitalPayment.${key}`)}
        </li>
      ))}
    </ul>
  );
}
