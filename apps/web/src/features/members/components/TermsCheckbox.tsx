import { Checkbox, type CheckboxChangeEvent } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of TermsCheckbox; under a Form.Item use valuePropName="checked". */
export interface TermsCheckboxProps {
  checked?: boolean;
  onChange?: (event: CheckboxChangeEvent) => void;
  id?: string;
}

/** "I have read and agree to the privacy policy and terms" (spec section 5); the documents open in a new tab. */
export function TermsCheckbox({ checked, onChange, id }: TermsCheckboxProps) {
  const { t } = useTranslation('accounts');
  return (
    <Checkbox id={id} checked={checked} onChange={onChange}>
      <Trans
        t={t}
        i18nKey="terms.label"
        components={{
          policy: <Link to="/policy" target="_blank" rel="noopener" />,
          terms: <Link to="/terms" target="_blank" rel="noopener" />,
        }}
      />
    </Checkbox>
  );
}
