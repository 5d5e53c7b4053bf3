import type { Role } from '@sme/shared/constants';
import type { OrderActor } from '@sme/shared/schemas/orders';

/**
 * Who acts when staff move money: kept in the payments module because the refund steps record it (refund-payment.ts)
 * as well as the back office's confirmations.
 */

/** A member of staff acting. */
export interface StaffActor {
  memberId: string;
  roles: readonly Role[];
}

/** The order timeline's actor for a staff member. */
export function staffActorOf(staff: StaffActor): OrderActor {
  return staff.roles.includes('ADMIN') ? 'ADMIN' : 'MERCHANT';
}
