import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './Header.module.css';
import { NAV_ITEMS } from './nav-items';

/** The header's main links, horizontal on desktop and stacked in the mobile drawer. */
export function PrimaryNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className={className} aria-label={t('nav.mainNavigation')}>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          className={({ isActive }) => [styles.navLink, isActive ? styles.navLinkActive : ''].filter(Boolean).join(' ')}
        >
          {t(item.label)}
        </NavLink>
      ))}
    </nav>
  );
}
