import type { Locale } from '@sme/shared/constants';
import type { DeliveryType } from '@sme/shared/delivery-types';
import type { CheckoutSource, DeliveryOptionsView } from '@sme/shared/schemas/orders';
import type { Database } from '../../db/client';
import { checkoutLines } from '../../modules/cart';
import { pickupPointView, usablePickupPoints } from '../../modules/orders';

/**
 * order.deliveryTypes: the delivery types every line checked out (selected cart lines, or a buy-now item) allows, with the pickup points usable for
 * them. A pickup type with no usable point (store pickup across several merchants, or no point set up) is left
 * out, since checkout could not be completed with it.
 */
export async function deliveryOptions(db: Database, memberId: string, source: CheckoutSource, locale: Locale): Promise<DeliveryOptionsView> {
  const cart = await checkoutLines(db, memberId, source, locale);
  const merchantIds = cart.lines.map((l) => l.view.merchant.id);
  const deliveryTypes: DeliveryType[] = [];
  const pickupPoints: DeliveryOptionsView['pickupPoints'] = [];
  for (const type of cart.deliveryTypes) {
    if (type !== 'STORE_PICKUP' && type !== 'PICKUP_LOCKER') {
      deliveryTypes.push(type);
      continue;
    }
    const points = await usablePickupPoints(db, type, merchantIds);
    if (points.length === 0) continue;
    deliveryTypes.push(type);
    pickupPoints.push(...points.map((p) => pickupPointView(p.id, p.snapshot, locale)));
  }
  return { deliveryTypes, pickupPoints };
}
