import { CART_SPECIFICATION_SEPARATOR as SEPARATOR } from '@sme/shared/cart-specification';
import type { CartProduct } from '../catalogue';

/**
 * A cart line's specification: the client sends one value per option joined by " / " in option order (in any of
 * the catalogue's spellings: English, Traditional or Simplified Chinese); the line stores the values' stable keys,
 * so the same choice made in two languages is one line, and shows them in the reader's language.
 */

const norm = (s: string) => s.trim().toLowerCase();

/** The canonical specification of a choice, or null when it is not one value of each of the product's options. */
export function canonicalSpecification(product: Pick<CartProduct, 'specOptions'>, specification: string): string | null {
  const options = product.specOptions.filter((o) => o.values.length > 0);
  if (options.length === 0) return specification.trim() === '' ? '' : null;
  const parts = specification.split(SEPARATOR.trim()).map(norm);
  if (parts.length !== options.length) return null;
  const keys: string[] = [];
  for (const [i, option] of options.entries()) {
    const value = option.values.find((v) => v.aliases.some((a) => norm(a) === parts[i]));
    if (!value) return null;
    keys.push(value.key);
  }
  return keys.join(SEPARATOR);
}

/** A stored specification in the product's localised labels (kept as stored when an option has changed since). */
export function specificationLabel(product: Pick<CartProduct, 'specOptions'>, canonical: string): string {
  if (canonical === '') return '';
  const options = product.specOptions.filter((o) => o.values.length > 0);
  return canonical
    .split(SEPARATOR)
    .map((key, i) => options[i]?.values.find((v) => v.key === key)?.label ?? key)
    .join(SEPARATOR);
}
