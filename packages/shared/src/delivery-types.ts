/**
 * Delivery types of spec section 4 (same values as the server's table), apart from the catalogue's schemas: the cart
 * and the checkout read them without building those.
 */
export const DELIVERY_TYPES = ['HOME_DELIVERY', 'STORE_PICKUP', 'NONE', 'PICKUP_LOCKER'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
