import { Input } from 'antd';
import styles from './FilterBar.module.css';

interface FilterSearchProps {
  label: string;
  placeholder: string;
  /** The search text in the URL. */
  value: string | undefined;
  /** Called with the trimmed text on Enter or the search button ('' when cleared). */
  onSearch: (q: string) => void;
  /** A wider box for long texts, or a narrower one when a bar holds several searches. */
  wide?: boolean;
  narrow?: boolean;
}

/** The free-text filter of a console list: searched on Enter, reset when the URL's text changes (back button, links). */
export function FilterSearch({ label, placeholder, value, onSearch, wide, narrow }: FilterSearchProps) {
  return (
    <Input.Search
      key={value ?? ''}
      allowClear
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value}
      onSearch={(q) => onSearch(q.trim())}
      className={wide ? styles.wideSearch : narrow ? styles.narrowSearch : styles.search}
    />
  );
}
