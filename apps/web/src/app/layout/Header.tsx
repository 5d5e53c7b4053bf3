import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '@/lib/i18n';
import { useProfile } from '@/lib/session/get-profile';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { AuthLinks } from './AuthLinks';
import { BrandLink } from './BrandLink';
import styles from './Header.module.css';
import { HeaderSearchBox, HeaderSearchButton } from './HeaderSearch';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { PrimaryNav } from './PrimaryNav';

// Parts a first-time visitor does not see (members' cart and menu, the folded menu until opened) come in their own
// chunks, keeping their antd components (avatar, badge, drawer) out of the first load.
const CartLink = lazy(() => import('./CartLink').then((m) => ({ default: m.CartLink })));
// The member menu shows the membership held: its texts come with it, not with every visitor's first load.
const MemberMenu = lazy(() => Promise.all([import('./MemberMenu'), loadPageTexts({ namespaces: ['membership'] })]).then(([m]) => ({ default: m.MemberMenu })));
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));

/**
 * Fetches the member's name and avatar for the menus, once per session, into the user store. A component of its own
 * so that the answer re-renders nothing but it (the menus read the store), not the whole header.
 */
function ProfileFetch() {
  useProfile();
  return null;
}

/** Site header: brand, main navigation, product search, language switch, the cart (members), and sign up / login or the member menu. */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so the drawer can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <header className={styles.header}>
      <ProfileFetch />
      <div className={styles.inner}>
        <BrandLink />
        <PrimaryNav className={styles.nav} />
        <HeaderSearchBox />
        <div className={styles.actions}>
          <HeaderSearchButton />
          <Suspense>{signedIn && <CartLink />}</Suspense>
          <span className={styles.desktopOnly}>
            <LanguageSwitch />
          </span>
          <span className={styles.desktopOnly}>
            {signedIn ? (
              <Suspense>
                <MemberMenu />
              </Suspense>
            ) : (
              <AuthLinks />
            )}
          </span>
          <Button
            className={styles.menuButton}
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {drawerWanted && (
        <Suspense>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
