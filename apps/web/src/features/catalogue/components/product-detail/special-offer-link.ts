/** What a special order request starts from: the product and the buyer's choice so far. */
export interface SpecialOfferDraft {
  productId: string;
  productName: string;
  productCode: string;
  specification?: string;
  quantity?: number;
}

/** The /specialOffer link carrying the product, chosen specification and quantity in its query (the form reads them). */
export function specialOfferHref(draft: SpecialOfferDraft): string {
  const params = new URLSearchParams({ productId: draft.productId, productName: draft.productName, productCode: draft.productCode });
  if (draft.specification) params.set('specification', draft.specification);
  if (draft.quantity) params.set('quantity', String(draft.quantity));
  return `/specialOffer?${params.toString()}`;
}
