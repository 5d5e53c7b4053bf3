import { Checkbox, Col, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import type { DictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import type { FieldSpec } from '../../form-model/form-spec';
import { DAY_FORMAT } from '../../form-model/form-values';
import styles from './ApplicationForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

/** Props of FieldInput. */
export interface FieldInputProps {
  section: string;
  field: FieldSpec;
  /** The section's stored answers (derived values, N/A ticks, the formatted amount). */
  answers: Record<string, unknown>;
  editable: boolean;
  dictionaries: DictionaryLabels;
}

/** Options of a select from a dictionary's labels, in the dictionary's order. */
export const optionsOf = (labels: Readonly<Record<string, string>> | undefined) => Object.entries(labels ?? {}).map(([value, label]) => ({ value, label }));

/** Digits grouped by thousands while typing an amount ("1,250,000.50"). */
const groupDigits = (value: string | undefined): string => {
  const [whole = '', frac] = String(value ?? '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
};

/**
 * One answer of a section as the engine asks it: text, a date on antd's date picker, a country or dictionary code, an
 * HKD amount in dollars (shown formatted), a tick. Its errors are put on it by the step (setFields), not by rules.
 */
export function FieldInput({ section, field, answers, editable, dictionaries }: FieldInputProps) {
  const { t } = useTranslation('applicationForms');
  const locale = useLocale();
  const label = t(`fields.${section}.${field.name}`);
  const notApplicable = field.notApplicableWhen ? answers[field.notApplicableWhen] === true : false;
  const disabled = !editable || notApplicable;
  const name = [section, field.name];
  const required = !field.optional && !notApplicable;
  const hint = field.hint ? t(`hints.${field.hint}`) : undefined;
  const span = field.wide || field.kind === 'textarea' || field.kind === 'tick' ? 24 : 12;

  let item;
  if (field.derived) {
    item = (
      <Form.Item label={label} extra={hint}>
        <span className={styles.derived}>{String(answers[field.name] ?? 0)}</span>
      </Form.Item>
    );
  } else if (field.kind === 'tick') {
    item = (
      <Form.Item name={name} valuePropName="checked" extra={hint}>
        <Checkbox disabled={!editable}>{label}</Checkbox>
      </Form.Item>
    );
  } else {
    const stored = answers[field.name];
    const extra = field.kind === 'hkd' && typeof stored === 'number' ? formatPrice(stored, 'HKD', locale) : hint;
    item = (
      <Form.Item name={name} label={label} required={required} extra={extra}>
        {control(field, { label, disabled, dictionaries, t })}
      </Form.Item>
    );
  }
  return (
    <Col xs={24} md={span}>
      {item}
    </Col>
  );
}

function control(field: FieldSpec, ctx: { label: string; disabled: boolean; dictionaries: DictionaryLabels; t: (key: string) => string }) {
  const { label, disabled, dictionaries, t } = ctx;
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={field.max} showCount disabled={disabled} />;
    case 'date':
    case 'pastDate':
      return (
        <DatePicker
          className={styles.fullWidth}
          format={DAY_FORMAT}
          disabled={disabled}
          placeholder={DAY_FORMAT}
          disabledDate={field.kind === 'pastDate' ? (day: Dayjs) => !day.isBefore(dayjs(), 'day') : undefined}
        />
      );
    case 'country':
    case 'dictionary':
      return (
        <Select
          aria-label={label}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          placeholder={t('placeholders.choose')}
          options={optionsOf(dictionaries[field.kind === 'country' ? 'countries' : (field.dictionary ?? '')])}
        />
      );
    case 'hkd':
      return (
        <NumberInput<string>
          className={styles.fullWidth}
          aria-label={label}
          stringMode
          min="0"
          precision={2}
          prefix="HK$"
          disabled={disabled}
          formatter={(value) => groupDigits(value)}
          parser={(value) => (value ?? '').replace(/,/g, '')}
        />
      );
    case 'count':
      return <NumberInput className={styles.fullWidth} aria-label={label} min={0} precision={0} disabled={disabled} />;
    default:
      return (
        <Input
          maxLength={field.max ?? (field.kind === 'email' ? 254 : 32)}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          placeholder={field.kind === 'phone' ? t('placeholders.phone') : undefined}
          disabled={disabled}
        />
      );
  }
}
