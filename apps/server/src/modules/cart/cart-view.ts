import { type SelectedLine, checkoutBlockedBy, commonDeliveryTypes } from '@sme/shared/cart-rules';
import { appliedUnitPriceMinor } from '@sme/shared/purchase-rules';
import type { CartLineView, CartView } from '@sme/shared/schemas/cart';
import type { CartProduct } from '../catalogue';
import type { cartItems } from './cart.tables';
import { specificationLabel } from './cart-specification';

/** Cart rows plus their products → the CartView answer (pure, so checkout can reuse it on the same rows). */

type Row = typeof cartItems.$inferSelect;

/** Why a line cannot be checked out as it stands, or null. */
export function lineProblem(product: CartProduct, quantity: number): CartLineView['problem'] {
  if (!product.isAvailable) return 'UNAVAILABLE';
  if (product.stock <= 0) return 'OUT_OF_STOCK';
  if (quantity > product.stock) return 'OVER_STOCK';
  return null;
}

/** One line; an unavailable product's line is never selected. */
export function toLineView(row: Row, product: CartProduct): CartLineView {
  const unitPriceMinor = appliedUnitPriceMinor(product.price, row.priceMode, row.quantity);
  return {
    id: row.id,
    productId: row.productId,
    name: product.name,
    imageUrl: product.imageUrl,
    merchant: product.merchant,
    specification: specificationLabel(product, row.specification),
    quantity: row.quantity,
    priceMode: row.priceMode,
    price: product.price,
    unitPriceMinor,
    lineTotalMinor: unitPriceMinor * row.quantity,
    currency: product.price.currency,
    stock: product.stock,
    deliveryTypes: product.deliveryTypes,
    selected: row.selected && product.isAvailable,
    problem: lineProblem(product, row.quantity),
  };
}

/** The whole cart: lines whose product still exists (newest first, as given), selection totals per currency and the checkout verdict. */
export function toCartView(rows: readonly Row[], products: ReadonlyMap<string, CartProduct>): CartView {
  const lines = rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [toLineView(row, product)] : [];
  });
  const selected = lines.filter((l) => l.selected);
  const totals = new Map<string, number>();
  for (const l of selected) totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.lineTotalMinor);
  const rules: SelectedLine[] = selected.map((l) => ({
    currency: l.currency,
    deliveryTypes: l.deliveryTypes,
    quantity: l.quantity,
    stock: l.stock,
    isAvailable: l.problem !== 'UNAVAILABLE',
  }));
  return {
    lines,
    count: lines.length,
    selectedCount: selected.length,
    selectedTotals: [...totals].map(([currency, totalMinor]) => ({ currency, totalMinor })),
    checkoutBlockedBy: checkoutBlockedBy(rules),
    commonDeliveryTypes: commonDeliveryTypes(selected),
  };
}
