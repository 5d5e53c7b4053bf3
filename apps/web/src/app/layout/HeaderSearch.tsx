import { SearchOutlined } from '@ant-design/icons';
import { MAX_KEYWORD_LENGTH } from '@sme/shared/catalogue-limits';
import { Button } from 'antd';
import { type ComponentType, lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SearchBoxProps } from '@/components/catalogue/SearchBox';
import { keywordOnSearchPage, searchPageFor } from '@/components/catalogue/search-page';
import styles from './HeaderSearch.module.css';

// The search box (antd's AutoComplete, Input and the tag search) and its drawer are no part of a first visit: they
// weigh about a sixth of it. The header shows a plain look-alike of the box until the visitor reaches for it.
const loadSearchBox = () => import('@/components/catalogue/SearchBox').then((m) => m.SearchBox);
const SearchDrawer = lazy(() => import('./SearchDrawer').then((m) => ({ default: m.SearchDrawer })));

/**
 * The header's product search box, between the navigation and the actions on wide screens. A plain input and
 * button stand in for it until pointed at or focused; the real box then takes their place, with what was typed
 * and the focus. The stand-in is the same combobox to assistive technology and already searches on Enter, so a
 * visitor quicker than the network loses nothing.
 */
export function HeaderSearchBox() {
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [SearchBox, setSearchBox] = useState<ComponentType<SearchBoxProps> | null>(null);
  const loading = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadSearchBox().then(
      (box) => setSearchBox(() => box),
      () => {
        loading.current = false;
      },
    );
  };

  if (SearchBox)
    return (
      <div className={styles.inline}>
        <TakeOver SearchBox={SearchBox} standIn={input} />
      </div>
    );
  return (
    <div className={styles.inline} onPointerEnter={load} onFocus={load}>
      <div role="search" className={styles.lookAlike}>
        <input
          ref={input}
          className={styles.lookAlikeInput}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-label={t('search.label')}
          placeholder={t('search.placeholderShort')}
          maxLength={MAX_KEYWORD_LENGTH}
          defaultValue={keywordOnSearchPage(pathname, params) ?? ''}
          onKeyDown={(event) => {
            const page = event.key === 'Enter' ? searchPageFor(event.currentTarget.value) : null;
            if (page) void navigate(page);
          }}
        />
        <button type="button" className={styles.lookAlikeButton} aria-label={t('search.submit')} onClick={() => input.current?.focus()}>
          <SearchOutlined aria-hidden />
        </button>
      </div>
    </div>
  );
}

/**
 * The real box, starting from the stand-in's text and focus as they are when it renders. That render and the commit
 * that removes the stand-in run in one task, so no keystroke falls between them; read when the code arrived instead,
 * what was typed until the next render was lost (and a test typing at that moment found an empty box).
 */
function TakeOver({ SearchBox, standIn }: { SearchBox: ComponentType<SearchBoxProps>; standIn: RefObject<HTMLInputElement | null> }) {
  const [start] = useState(() => ({ text: standIn.current?.value ?? '', focused: document.activeElement === standIn.current }));
  return <SearchBox compact initialValue={start.text || undefined} autoFocus={start.focused} />;
}

/**
 * On narrower screens the search folds into an icon that opens the box in a panel from the top, closed again
 * once a search or a tag is chosen.
 */
export function HeaderSearchButton() {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  // The drawer's code is fetched on the first open and kept mounted afterwards, so it can animate closed.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        className={styles.iconButton}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.open')}
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense>
          <SearchDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
