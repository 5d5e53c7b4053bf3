import { LoginOutlined } from '@ant-design/icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLoginRedirect } from '@/lib/session/login-redirect';
import { useFeedback } from '@/lib/ui/feedback';

/**
 * A dialog asking a visitor to sign in before an action that needs an account (favouriting, ordering: spec
 * sections 5 and 6). Its button remembers the current page and opens /login, so the member comes back here.
 * Returns the function that opens it with the reason to show.
 */
export function useSignInPrompt(): (reason: string) => void {
  const { modal } = useFeedback();
  const { t } = useTranslation('favourites');
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(
    (reason: string) => {
      modal.confirm({
        title: t('signIn.title'),
        content: reason,
        icon: <LoginOutlined />,
        okText: t('signIn.ok'),
        cancelText: t('signIn.cancel'),
        onOk: () => {
          rememberLoginRedirect(here);
          void navigate('/login');
        },
      });
    },
    [modal, t, navigate, here],
  );
}
