import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_QUERY_KEY, rememberProfile } from '@/lib/session/get-profile';
import { consumeLoginRedirect } from '@/lib/session/login-redirect';
import { signIn } from '@/lib/session/user-store';
import type { LoginResult } from '../api/types';

/**
 * After any successful sign-in or registration: record the member and profile, then go to the page remembered
 * when the visitor entered login (spec section 4), or /home.
 */
export function useCompleteSignIn(): (result: LoginResult) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (result: LoginResult) => {
      // Whatever was cached for a previous member on this device is not this member's.
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
      signIn(result.memberId);
      rememberProfile(queryClient, result.profile);
      void navigate(consumeLoginRedirect('/home'), { replace: true });
    },
    [navigate, queryClient],
  );
}
