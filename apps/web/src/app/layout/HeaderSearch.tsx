import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './HeaderSearch.module.css';

// The search box (antd's AutoComplete and the tag search) and its drawer arrive just after the page: they are no
// part of what the first paint needs, and they weigh about a tenth of the site's first load.
const SearchBox = lazy(() => import('@/components/catalogue/SearchBox').then((m) => ({ default: m.SearchBox })));
const SearchDrawer = lazy(() => import('./SearchDrawer').then((m) => ({ default: m.SearchDrawer })));

/** The header's product search box, between the navigation and the actions on wide screens. */
export function HeaderSearchBox() {
  return (
    <div className={styles.inline}>
      <Suspense>
        <SearchBox compact />
      </Suspense>
    </div>
  );
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
