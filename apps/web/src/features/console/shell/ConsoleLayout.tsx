import { LogoutOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { useSignOut } from '@/lib/session/use-sign-out';
import type { ConsoleMe } from '../access/api/get-console-me';
import { CONSOLE_SECTIONS, sectionsFor } from '../sections';
import styles from './ConsoleLayout.module.css';
import { useConsoleTitle } from './use-console-title';

// One lazy component per section, made once: each section is its own chunk, fetched when first opened.
const SECTION_PAGES = new Map(CONSOLE_SECTIONS.map((s) => [s.key, lazy(s.load)]));

/** The back office frame: the sections the staff member may open on the left, who they are and the language on top. */
export function ConsoleLayout({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const sections = sectionsFor(me.roles);
  // Whole path segments, so /console/membership is not taken for /console/members.
  const current = sections.find((s) => pathname === `/console/${s.path}` || pathname.startsWith(`/console/${s.path}/`));
  const title = current ? t(current.labelKey) : '';

  useConsoleTitle(title);

  const first = sections[0];
  return (
    <Layout className={styles.layout}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" width={220}>
        <div className={styles.brand}>{collapsed ? t('titleShort') : t('title')}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current.key] : []}
          items={sections.map((s) => ({ key: s.key, icon: <s.icon />, label: t(s.labelKey) }))}
          onClick={({ key }) => void navigate(`/console/${sections.find((s) => s.key === key)?.path ?? ''}`)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.topBar}>
          <span className={styles.spacer} />
          <span className={styles.who} data-testid="console-who">
            <strong>{me.displayName}</strong>
            <span className={styles.merchant}>{me.merchantName ?? t('platformStaff')}</span>
          </span>
          <LanguageSwitch />
          <Tooltip title={t('backToShop')}>
            <Link to="/home" aria-label={t('backToShop')}>
              <Button type="text" icon={<ShopOutlined />} />
            </Link>
          </Tooltip>
          <Tooltip title={t('signOut')}>
            <Button type="text" icon={<LogoutOutlined />} aria-label={t('signOut')} onClick={() => void signOut()} />
          </Tooltip>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<Spin />}>
            <Routes>
              {sections.map((s) => {
                const Page = SECTION_PAGES.get(s.key);
                return Page ? <Route key={s.key} path={`${s.path}/*`} element={<Page />} /> : null;
              })}
              {/* The console has no dashboard yet: it opens on the first section the staff member may use. */}
              {first && <Route path="*" element={<Navigate to={`/console/${first.path}`} replace />} />}
            </Routes>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
