import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/session/get-profile';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { AuthLinks } from './AuthLinks';
import { BrandLink } from './BrandLink';
import { CartLink } from './CartLink';
import styles from './Header.module.css';
import { HeaderSearchBox, HeaderSearchButton } from './HeaderSearch';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { MemberMenu } from './MemberMenu';
import { MobileNavDrawer } from './MobileNavDrawer';
import { PrimaryNav } from './PrimaryNav';

/** Site header: brand, main navigation, product search, language switch, the cart (members), and sign up / login or the member menu. */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The member's name and avatar for the menus: fetched once per session into the user store.
  useProfile();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        <PrimaryNav className={styles.nav} />
        <HeaderSearchBox />
        <div className={styles.actions}>
          <HeaderSearchButton />
          {signedIn && <CartLink />}
          <span className={styles.desktopOnly}>
            <LanguageSwitch />
          </span>
          <span className={styles.desktopOnly}>{signedIn ? <MemberMenu /> : <AuthLinks />}</span>
          <Button
            className={styles.menuButton}
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </div>
      <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
