/**
 * The API client of spec sections 7 and 8. Paths are relative to the configured apiBase ("/api/v1"):
 * `apiPost('/connect/submit', fields)`. Every call carries appId, mcId (unless `omitMcId`), token and memberId
 * when known, the signature headers and Accept-Language; answers resolve with `envelope.data` or reject with
 * ApiError after the section 8 handling (401 dialog, silent codes, 5 s error toast, transport errors).
 *
 * Convention for server state: one file per request in `features/<domain>/api/<verb-noun>.ts` holding
 *   1. the call           `export const getOrders = (params) => apiGet<OrderPage>('/orders/list', params)`
 *   2. its query options  `export const ordersQuery = (params) => queryOptions({ queryKey: ['orders', params], queryFn: ({ signal }) => ... })`
 *   3. the hook           `export const useOrders = (params) => useQuery(ordersQuery(params))`
 * Mutations (`useMutation`) refresh what they changed by invalidating query keys, never by hand-patching state.
 * Pass react-query's `signal` through RequestOptions so cancelled queries do not toast.
 */
export { ApiError, type RequestOptions } from './api-error';
export { apiGet, apiGetBlob, apiPost, apiPostJson, apiPostJsonStream, apiUpload, type Envelope, type StreamOptions, type UploadFiles } from './client';
export type { SseMessage } from './sse-parser';
export type { Params } from './request-params';
