import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { ADDRESSES_QUERY_KEY } from './address-keys';

/** POST address.remove (one id) or address.bulkRemove (comma-separated ids). */
export function removeAddresses(ids: string[]): Promise<unknown> {
  if (ids.length === 1) return apiPost<unknown>('/address/remove', { id: ids[0] });
  return apiPost<unknown>('/address/bulkRemove', { ids: ids.join(',') });
}

/** Mutation hook of removing addresses: refreshes every address query. */
export function useRemoveAddresses() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAddresses, onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }) });
}
