import { SearchOutlined, TagOutlined } from '@ant-design/icons';
import { MAX_KEYWORD_LENGTH } from '@sme/shared/catalogue-limits';
import { AutoComplete, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTagSearch } from '@/lib/catalogue/search-tags';
import { keywordOnSearchPage, searchPageFor } from './search-page';
import styles from './SearchBox.module.css';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** Wait after the last key before asking for tag suggestions. */
export const SUGGEST_DELAY_MS = 250;

/** Props of SearchBox. */
export interface SearchBoxProps {
  size?: 'middle' | 'large';
  className?: string;
  autoFocus?: boolean;
  /** Called after a search or a suggestion was chosen (e.g. to close the drawer holding the box). */
  onDone?: () => void;
  /** A short placeholder, for the narrow box in the header bar. */
  compact?: boolean;
  /** Text already typed (into the header's look-alike of this box) when the box is not on the search page. */
  initialValue?: string;
}

/**
 * The product search box: submits to /pmsSearch?keyword=…, suggests tags as you type (debounced), and shows the
 * current keyword while on the search page. Choosing a tag opens the products with that tag.
 */
export function SearchBox({ size = 'middle', className, autoFocus, onDone, compact = false, initialValue = '' }: SearchBoxProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlKeyword = keywordOnSearchPage(pathname, params);
  const [value, setValue] = useState(urlKeyword ?? initialValue);
  const id = useId();

  // Follow the URL on the search page (back/forward, a new search); elsewhere keep what the visitor typed.
  // Adjusted during render, React's way of deriving state from a changing input without an extra effect pass.
  const [followed, setFollowed] = useState(urlKeyword);
  if (urlKeyword !== followed) {
    setFollowed(urlKeyword);
    if (urlKeyword !== null) setValue(urlKeyword);
  }

  const debounced = useDebouncedValue(value.trim(), SUGGEST_DELAY_MS);
  const suggestions = useTagSearch(debounced);
  const tags = debounced && value.trim() ? (suggestions.data ?? []).slice(0, 8) : [];

  const search = (text: string) => {
    const page = searchPageFor(text);
    if (!page) return;
    void navigate(page);
    onDone?.();
  };

  const options = tags.length
    ? [
        {
          label: <span className={styles.groupLabel}>{t('search.suggestedTags')}</span>,
          options: tags.map((tag) => ({
            value: `tag:${tag.id}`,
            label: (
              <span className={styles.option}>
                <TagOutlined aria-hidden /> {tag.name}
              </span>
            ),
          })),
        },
      ]
    : [];

  return (
    <div role="search" className={[styles.box, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.srOnly}>
        {t('search.label')}
      </label>
      <AutoComplete
        value={value}
        options={options}
        onChange={(next: string) => {
          // Choosing an option passes its value here first; the text in the box must stay the visitor's own.
          if (!next.startsWith('tag:')) setValue(next);
        }}
        onSelect={(picked: string) => {
          if (!picked.startsWith('tag:')) return;
          void navigate(`/pmsList?tagId=${encodeURIComponent(picked.slice(4))}`);
          onDone?.();
        }}
        popupMatchSelectWidth
        className={styles.autocomplete}
      >
        <Input.Search
          id={id}
          size={size}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={t(compact ? 'search.placeholderShort' : 'search.placeholder')}
          enterButton={<SearchOutlined aria-label={t('search.submit')} />}
          onSearch={(text, event) => {
            // Enter while a suggestion is highlighted selects it instead (AutoComplete handles that).
            if (event && 'key' in event && suggestionsOpen(event)) return;
            search(text);
          }}
          autoFocus={autoFocus}
          allowClear
        />
      </AutoComplete>
    </div>
  );
}

/** Whether an Enter key event came while the suggestion list had an active option. */
function suggestionsOpen(event: { target?: EventTarget | null }): boolean {
  const input = event.target as HTMLElement | null;
  return Boolean(input?.getAttribute?.('aria-activedescendant') && input.getAttribute('aria-expanded') === 'true');
}
