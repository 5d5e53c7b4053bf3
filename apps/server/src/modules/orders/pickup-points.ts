import type { Locale } from '@sme/shared/constants';
import type { DeliveryType } from '@sme/shared/delivery-types';
import type { OrderPickupSnapshot, PickupPointView } from '@sme/shared/schemas/orders';
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { localised } from '../catalogue';
import type { Db } from '../../db/client';
import { pickupPoints } from './orders.tables';

/**
 * Where an order can be collected: STORE points of the lines' merchant (only when every line is one merchant's,
 * since one order is collected at one place) and the platform's LOCKER points.
 */

type Row = typeof pickupPoints.$inferSelect;

/** A pickup point row with its id, as checkout keeps it on the order. */
export interface PickupChoice {
  id: string;
  snapshot: OrderPickupSnapshot;
}

/** The pickup point in the reader's language (from a row or an order's copy). */
export function pickupPointView(id: string, p: OrderPickupSnapshot, locale: Locale): PickupPointView {
  return {
    id,
    kind: p.kind,
    merchantId: p.merchantId,
    name: localised(locale, p.nameEn, p.nameZh) ?? '',
    address: localised(locale, p.addressEn, p.addressZh) ?? '',
    district: p.district,
    openingHours: localised(locale, p.openingHoursEn, p.openingHoursZh),
  };
}

function snapshotOf(row: Row): OrderPickupSnapshot {
  const { kind, merchantId, nameEn, nameZh, addressEn, addressZh, district, openingHoursEn, openingHoursZh } = row;
  return { kind, merchantId, nameEn, nameZh, addressEn, addressZh, district, openingHoursEn, openingHoursZh };
}

/** Which points a delivery type offers to lines of these merchants; null = none. */
function pointsFor(deliveryType: DeliveryType, merchantIds: readonly string[]): SQL | null {
  const merchants = [...new Set(merchantIds)];
  if (deliveryType === 'STORE_PICKUP')
    return merchants.length === 1 ? (and(eq(pickupPoints.kind, 'STORE'), inArray(pickupPoints.merchantId, merchants)) ?? null) : null;
  if (deliveryType === 'PICKUP_LOCKER') return and(eq(pickupPoints.kind, 'LOCKER'), isNull(pickupPoints.merchantId)) ?? null;
  return null;
}

/** The active pickup points a delivery type offers for lines of these merchants (none for other types). */
export async function usablePickupPoints(db: Db, deliveryType: DeliveryType, merchantIds: readonly string[]): Promise<PickupChoice[]> {
  const where = pointsFor(deliveryType, merchantIds);
  if (!where) return [];
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(and(where, eq(pickupPoints.isActive, true)))
    .orderBy(asc(pickupPoints.district), asc(pickupPoints.nameEn), asc(pickupPoints.id));
  return rows.map((row) => ({ id: row.id, snapshot: snapshotOf(row) }));
}
