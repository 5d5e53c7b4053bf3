import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { consoleMeQuery } from './get-console-me';

/** POST console.mfa.verify: a 6-digit code marks this session's second factor (and confirms a new enrolment). */
export function verifyMfa(code: string): Promise<{ verified: true }> {
  return apiPostJson<{ verified: true }>('/console/mfa/verify', { code });
}

/** Mutation hook: verify a code, then re-read console.me so the gate opens. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleMeQuery().queryKey }),
  });
}
