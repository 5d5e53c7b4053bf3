import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Dropdown } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MembershipTierTag } from '@/components/membership/MembershipTierTag';
import { formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { heldMembership, useCurrentMembership } from '@/lib/membership/get-current-membership';
import { useUserStore } from '@/lib/session/user-store';
import styles from './Header.module.css';
import { CONSOLE_ITEM, hasConsoleRole, MEMBER_ITEMS } from './nav-items';
import { useSignOut } from '@/lib/session/use-sign-out';

/**
 * Signed-in member's menu under their avatar and display name (with the membership tier held and until when):
 * profile, orders, favourites, cart and log out.
 */
export function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const cartCount = useUserStore((s) => s.cartCount);
  const profile = useUserStore((s) => s.profile);
  // Until the profile arrives (or for an account with no name yet) the button still says what it is.
  const name = profile?.displayName || t('member.menu');
  const locale = useLocale();
  const membership = heldMembership(useCurrentMembership().data);
  const membershipId = useId();

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
      <Button type="text" className={styles.memberButton} aria-label={t('member.menuOf', { name })} aria-describedby={membership ? membershipId : undefined}>
        <Badge dot={cartCount > 0} offset={[-2, 2]}>
          <Avatar size={28} src={profile?.avatarImg ?? undefined} icon={<UserOutlined />} className={styles.memberAvatar} />
        </Badge>
        <span className={styles.memberText}>
          <span className={styles.memberName}>{name}</span>
          {membership && (
            <span id={membershipId} className={styles.memberTier}>
              <MembershipTierTag tier={membership.tier} className={styles.memberTierTag} />{' '}
              {t('membership:header.until', { day: formatHkDay(membership.validUntilDay, locale) })}
            </span>
          )}
        </span>
      </Button>
    </Dropdown>
  );
}
