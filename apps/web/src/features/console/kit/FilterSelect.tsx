import { Select } from 'antd';
import styles from './FilterBar.module.css';

interface FilterSelectProps<V extends string> {
  label: string;
  /** Shown when no value is chosen ("All statuses"). */
  placeholder: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  wide?: boolean;
}

/** A clearable one-of filter of a console list (status, kind, category…). */
export function FilterSelect<V extends string>({ label, placeholder, value, options, onChange, wide }: FilterSelectProps<V>) {
  return (
    <Select<V>
      allowClear
      aria-label={label}
      placeholder={placeholder}
      className={wide ? styles.wideSelect : styles.select}
      value={value}
      onChange={(v) => onChange(v)}
      options={options}
    />
  );
}
