import { currentMemberId, useUserStore } from './user-store';

/**
 * The signed-in member's id for keying per-member queries (null for a visitor). Subscribing to the store re-renders
 * the caller when the member signs in or out; the id itself is read as requests read it (store, else the cookie).
 */
export function useCurrentMemberId(): string | null {
  useUserStore((s) => s.memberId);
  return currentMemberId() ?? null;
}
