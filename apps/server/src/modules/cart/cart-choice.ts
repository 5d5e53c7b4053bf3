import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { hasWholesalePrice } from '@sme/shared/purchase-rules';
import type { CartAddInput } from '@sme/shared/schemas/cart';
import type { PriceMode } from '@sme/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { type CartProduct, productsForCart } from '../catalogue';
import { canonicalSpecification } from './cart-specification';

/**
 * The rules of a new choice of a product, written once for cart.add and for buy now (which orders the choice without
 * the cart): the product on sale, one value per option, a price for the price mode.
 */

/** The product of a line a member may add or change, or undefined when it is not in the catalogue. */
export async function productFor(db: Db, productId: string, locale: Locale): Promise<CartProduct | undefined> {
  return (await productsForCart(db, [productId], locale)).get(productId);
}

/** Wholesale needs a wholesale price (400 otherwise). */
export function checkPriceMode(product: CartProduct, mode: PriceMode, field = 'priceMode'): void {
  if (mode === 'wholesale' && !hasWholesalePrice(product.price)) throw fieldError(field, 'validation.invalid', mode);
}

/**
 * A new choice checked: a product not on sale answers 404, a specification that is not one value per option 400, a
 * mode without its price 400. `prefix` names where the choice sits in the request body (buyNow.…). Answers the
 * product and the canonical specification.
 */
export async function checkedChoice(
  db: Db,
  input: Pick<CartAddInput, 'productId' | 'specification' | 'priceMode'>,
  locale: Locale,
  prefix = '',
): Promise<{ product: CartProduct; specification: string }> {
  const product = await productFor(db, input.productId, locale);
  if (!product?.isAvailable) throw new AppError(Codes.NOT_FOUND);
  const specification = canonicalSpecification(product, input.specification);
  if (specification === null) throw fieldError(`${prefix}specification`, 'validation.specificationInvalid', input.specification);
  checkPriceMode(product, input.priceMode, `${prefix}priceMode`);
  return { product, specification };
}
