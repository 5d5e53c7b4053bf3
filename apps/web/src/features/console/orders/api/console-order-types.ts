import type { OrderStatus } from '@sme/shared/order-status';

/** The filters of the orders table, as they travel in the page URL and the query string (days are Hong Kong days). */
export interface ConsoleOrderFilters {
  status?: OrderStatus;
  q?: string;
  from?: string;
  to?: string;
  /** Admins: one merchant's orders only. */
  merchantId?: string;
  page: number;
  size: number;
}
