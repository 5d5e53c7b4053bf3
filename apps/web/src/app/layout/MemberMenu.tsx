import { LogoutOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Badge, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useUserStore } from '@/lib/session/user-store';
import { MEMBER_ITEMS } from './nav-items';

/** Signed-in member's menu: profile, orders, favourites, cart (with count) and log out. */
export function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const cartCount = useUserStore((s) => s.cartCount);
  const avatar = useUserStore((s) => s.profile?.avatarImg ?? undefined);

  const items = [
    ...MEMBER_ITEMS.map((item) => ({
      key: item.to,
      label: item.to === '/cart' ? <Badge count={cartCount} offset={[12, 0]} size="small">{t(item.label)}</Badge> : t(item.label),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('member.logout') },
  ];

  const onClick = ({ key }: { key: string }) => {
    if (key !== 'logout') return void navigate(key);
    logout();
    void message.success(t('member.loggedOut'));
    void navigate('/home');
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      <Button type="text" aria-label={t('member.menu')}>
        <Badge dot={cartCount > 0} offset={[-2, 2]}>
          <Avatar size={28} src={avatar} icon={<UserOutlined />} style={{ background: 'var(--brand-teal)' }} />
        </Badge>
        <span>{t('member.menu')}</span>
        {cartCount > 0 && <ShoppingCartOutlined aria-hidden />}
      </Button>
    </Dropdown>
  );
}
