import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AuthForms.module.css';
import { SendCodeButton } from './SendCodeButton';

/** Props of CodeInput; `value`/`onChange`/`id` come from antd's Form.Item. */
export interface CodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Asks for a code; answers the seconds the button must wait (see SendCodeButton). */
  onSend: () => Promise<number | null>;
}

/** The six-digit one-time code with its send button beside it. */
export function CodeInput({ value, onChange, id, onSend }: CodeInputProps) {
  const { t } = useTranslation('accounts');
  return (
    <div className={styles.codeRow}>
      <Input
        id={id}
        size="large"
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, ''))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('fields.codePlaceholder')}
      />
      <SendCodeButton onSend={onSend} />
    </div>
  );
}
