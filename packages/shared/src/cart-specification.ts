import type { SpecOptionView } from './schemas/catalogue';

/*
 * A cart line's specification text, apart from the cart schemas: /pd builds it on its first load, which must not
 * download zod for it.
 */

/** Joins the chosen values of a cart line's specification (one per option, in option order). */
export const CART_SPECIFICATION_SEPARATOR = ' / ';

/**
 * The specification cart.add expects from a choice made option by option (by option index, as the /pd form holds
 * it): the chosen values of the options that have values, in option order, e.g. "500 g / Gift box"; empty without options.
 */
export function cartSpecification(options: readonly SpecOptionView[], chosenByIndex: Readonly<Record<string, string | undefined>> | undefined): string {
  return options
    .map((option, i) => ({ option, value: chosenByIndex?.[String(i)] }))
    .filter(({ option }) => option.values.length > 0)
    .map(({ value }) => value ?? '')
    .join(CART_SPECIFICATION_SEPARATOR);
}
