import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '@/lib/session/user-store';
import styles from './Header.module.css';
import { CONSOLE_ITEM, hasConsoleRole, MEMBER_ITEMS } from './nav-items';
import { useSignOut } from '@/lib/session/use-sign-out';

/** Signed-in member's menu under their avatar and display name: profile, orders, favourites, cart and log out. */
export function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const cartCount = useUserStore((s) => s.cartCount);
  const profile = useUserStore((s) => s.profile);
  // Until the profile arrives (or for an account with no name yet) the button still says what it is.
  const name = profile?.displayName || t('member.menu');

  const items = [
    ...MEMBER_ITEMS.map((item) => ({
      key: item.to,
      label:
        item.to === '/cart' ? (
          <Badge count={cartCount} offset={[12, 0]} size="small">
            {t(item.label)}
          </Badge>
        ) : (
          t(item.label)
        ),
    })),
    ...(hasConsoleRole(profile?.roles) ? [{ key: CONSOLE_ITEM.to, icon: <DashboardOutlined />, label: t(CONSOLE_ITEM.label) }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('member.logout') },
  ];

  const onClick = ({ key }: { key: string }) => void (key === 'logout' ? signOut() : navigate(key));

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      <Button type="text" className={styles.memberButton} aria-label={t('member.menuOf', { name })}>
        <Badge dot={cartCount > 0} offset={[-2, 2]}>
          <Avatar size={28} src={profile?.avatarImg ?? undefined} icon={<UserOutlined />} className={styles.memberAvatar} />
        </Badge>
        <span className={styles.memberName}>{name}</span>
      </Button>
    </Dropdown>
  );
}
