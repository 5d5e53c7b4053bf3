/** The public face of modules/catalogue: all that code outside this folder may import from it. */
export {
  cartProductsSource,
  merchantNames,
  productSnapshots,
  productsForCart,
  releaseStock,
  reserveStock,
  targetExists,
  toCartProduct,
} from './catalogue-refs.service';
export type { CartProduct } from './catalogue-refs.service';
export { cataloguePlugin } from './catalogue.plugin';
export { contentValues } from './content/content.service';
export { contentForKnowledge } from './content/content-for-knowledge';
export { sanitizeRichText } from './content/rich-text';
export { localised } from './localise';
export { merchantsForKnowledge } from './merchants/merchants-for-knowledge';
export { publicProductMainImage } from './products/product-detail.service';
export { productValues } from './products/product-write.service';
export { productIdsOfCategories, productIdsOfMerchants, productsForKnowledge } from './products/products-for-knowledge';
export { normaliseForSearch, stripHtml } from './search/normalise';
export { productSearchText, refreshSearchText } from './search/search-text';
