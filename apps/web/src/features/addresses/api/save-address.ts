import type { AddressFieldsInput, AddressView } from '@sme/shared/schemas/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { ADDRESSES_QUERY_KEY } from './address-keys';

/** The address fields as they travel (form-urlencoded strings and booleans), named for the form's helpers. */
export type { AddressFieldsInput as AddressFields } from '@sme/shared/schemas/addresses';

/** POST address.add, or address.update with `id`: checked with the shared address rules; 400 names the field. */
export function saveAddress({ id, isDefault, ...fields }: AddressFieldsInput & { id?: string }): Promise<AddressView> {
  const body = { ...fields, isDefault: String(isDefault) };
  return id ? apiPost<AddressView>('/address/update', { id, ...body }) : apiPost<AddressView>('/address/add', body);
}

/** Mutation hook of saving an address (add, edit, or set as default): refreshes every address query. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }) });
}
