import { Button, Flex } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLoginRedirect } from '@/app/guards/login-redirect';

/** Login and sign-up buttons; entering them remembers the current page to return to (spec section 4). */
export function AuthLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  const go = (to: string) => (event: MouseEvent<HTMLElement>) => {
    // Let modified clicks open a new tab as links normally do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    rememberLoginRedirect(`${location.pathname}${location.search}${location.hash}`);
    onNavigate?.();
    void navigate(to);
  };

  return (
    <Flex gap={8} vertical={vertical}>
      <Button href="/login" onClick={go('/login')} block={vertical}>
        {t('nav.login')}
      </Button>
      <Button type="primary" href="/register" onClick={go('/register')} block={vertical}>
        {t('nav.signUp')}
      </Button>
    </Flex>
  );
}
