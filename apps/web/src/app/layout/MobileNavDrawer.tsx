import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useIsLoggedIn, useUserStore } from '@/lib/session/user-store';
import { AuthLinks } from './AuthLinks';
import { BrandLink } from './BrandLink';
import styles from './Header.module.css';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { CONSOLE_ITEM, hasConsoleRole, MEMBER_ITEMS } from './nav-items';
import { PrimaryNav } from './PrimaryNav';
import { useSignOut } from '@/lib/session/use-sign-out';

/** The menu below 900 px: the same links, language switch and account actions in a drawer. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const profile = useUserStore((s) => s.profile);
  const signOut = useSignOut();

  const onLogout = () => {
    onClose();
    void signOut();
  };

  return (
    <Drawer open={open} onClose={onClose} placement="right" size={320} title={<BrandLink onNavigate={onClose} />}>
      <PrimaryNav className={styles.drawerNav} onNavigate={onClose} />
      <div className={styles.drawerSection}>
        {signedIn ? (
          <Flex vertical gap={4}>
            <div className={styles.drawerMember}>
              <Avatar size={40} src={profile?.avatarImg ?? undefined} icon={<UserOutlined />} className={styles.memberAvatar} />
              <span className={styles.memberName}>{profile?.displayName || t('member.menu')}</span>
            </div>
            {MEMBER_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} onClick={onClose} className={styles.navLink}>
                {t(item.label)}
              </NavLink>
            ))}
            {hasConsoleRole(profile?.roles) && (
              <NavLink to={CONSOLE_ITEM.to} onClick={onClose} className={styles.navLink}>
                {t(CONSOLE_ITEM.label)}
              </NavLink>
            )}
            <Button type="text" icon={<LogoutOutlined />} onClick={onLogout} style={{ justifyContent: 'flex-start' }}>
              {t('member.logout')}
            </Button>
          </Flex>
        ) : (
          <AuthLinks vertical onNavigate={onClose} />
        )}
      </div>
      <div className={styles.drawerSection} style={{ marginTop: 16 }}>
        <LanguageSwitch block />
      </div>
    </Drawer>
  );
}
