import { SearchOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/catalogue/SearchBox';
import styles from './HeaderSearch.module.css';

/** The header's product search box, between the navigation and the actions on wide screens. */
export function HeaderSearchBox() {
  return (
    <div className={styles.inline}>
      <SearchBox compact />
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
  return (
    <>
      <Button
        className={styles.iconButton}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.open')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={() => setOpen(false)} placement="top" size="auto" title={t('search.label')} destroyOnHidden>
        <SearchBox size="large" autoFocus onDone={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
