import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styles from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './use-document-title';
import { useRememberLoginEntry } from './use-login-entry';
import { useNavigationProgress } from './use-navigation-progress';
import { useScrollToTop } from './use-scroll-to-top';

/** The frame of every page: header, the routed page, footer; plus title, scroll, progress and login-entry behaviour. */
export function AppLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  useScrollToTop();
  useNavigationProgress();
  useRememberLoginEntry();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
