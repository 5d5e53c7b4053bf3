import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/catalogue/SearchBox';

/** The product search in a panel from the top (narrow screens), closed once a search or a tag is chosen. */
export function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Drawer open={open} onClose={onClose} placement="top" size="auto" title={t('search.label')} destroyOnHidden>
      <SearchBox size="large" autoFocus onDone={onClose} />
    </Drawer>
  );
}
