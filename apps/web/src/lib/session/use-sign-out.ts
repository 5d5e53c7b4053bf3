import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { logoutMember } from '@/lib/session/logout-member';
import { logout } from '@/lib/session/user-store';
import { useFeedback } from '@/lib/ui/feedback';

/** The "Log out" action of the header menus: end the session on the server, then on this device (spec section 4). */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return useCallback(async () => {
    // A failed call (already toasted) must not leave the member signed in on this device.
    await logoutMember().catch(() => undefined);
    logout();
    queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    void message.success(t('member.loggedOut'));
    await navigate('/home');
  }, [message, navigate, queryClient, t]);
}
