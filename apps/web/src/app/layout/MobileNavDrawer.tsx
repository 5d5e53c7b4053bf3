import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { logout, useIsLoggedIn } from '@/lib/session/user-store';
import { AuthLinks } from './AuthLinks';
import { BrandLink } from './BrandLink';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { MEMBER_ITEMS } from './nav-items';
import { PrimaryNav } from './PrimaryNav';

/** The menu below 900 px: the same links, language switch and account actions in a drawer. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onLogout = () => {
    logout();
    onClose();
    void message.success(t('member.loggedOut'));
    void navigate('/home');
  };

  return (
    <Drawer open={open} onClose={onClose} placement="right" size={320} title={<BrandLink onNavigate={onClose} />}>
      <PrimaryNav className={styles.drawerNav} onNavigate={onClose} />
      <div className={styles.drawerSection}>
        {signedIn ? (
          <Flex vertical gap={4}>
            {MEMBER_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} onClick={onClose} className={styles.navLink}>
                {t(item.label)}
              </NavLink>
            ))}
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
