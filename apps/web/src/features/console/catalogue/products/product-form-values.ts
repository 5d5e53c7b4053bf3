import { toDecimalString, toMinor } from '@sme/shared/money';
import type { DeliveryType } from '@sme/shared/delivery-types';
import type { ConsoleProductView, ProductStatus } from '@sme/shared/schemas/console-products';

/**
 * The product form's values and the request body they make. Prices are typed in major units ("123.45") and sent
 * in integer minor units, converted exactly by the shared money helpers (never through a float). A spec option's
 * values are typed as two comma-separated lists, English and Chinese, paired by position.
 */

/** One spec option as the form edits it. */
export interface SpecOptionFields {
  nameEn?: string;
  nameZh?: string;
  valuesEn?: string;
  valuesZh?: string;
}

/** The antd form's values. */
export interface ProductFormValues {
  merchantId?: string;
  code?: string;
  nameEn?: string;
  nameZh?: string;
  summaryEn?: string;
  summaryZh?: string;
  descriptionEn?: string;
  descriptionZh?: string;
  termsEn?: string;
  termsZh?: string;
  categoryId?: string;
  tagIds?: string[];
  currency?: string;
  retailPrice?: string;
  wholesalePrice?: string;
  minWholesaleQty?: number | null;
  stock?: number | null;
  deliveryTypes?: DeliveryType[];
  specOptions?: SpecOptionFields[];
  images?: string[];
  status?: ProductStatus;
}

/** Names of the form's fields, for placing the server's field errors (prices keep their server names mapped below). */
export const PRODUCT_FORM_FIELDS = [
  'merchantId',
  'code',
  'nameEn',
  'nameZh',
  'summaryEn',
  'summaryZh',
  'descriptionEn',
  'descriptionZh',
  'termsEn',
  'termsZh',
  'categoryId',
  'tagIds',
  'currency',
  'retailPrice',
  'wholesalePrice',
  'minWholesaleQty',
  'stock',
  'deliveryTypes',
  'specOptions',
  'images',
  'status',
] as const;

/** Server field → form field, where the form types major units instead of minor ones. */
export const SERVER_FIELD_NAMES: Record<string, string> = { retailPriceMinor: 'retailPrice', wholesalePriceMinor: 'wholesalePrice' };

/** A new product's starting values. */
export const EMPTY_PRODUCT: ProductFormValues = {
  currency: 'HKD',
  stock: 0,
  deliveryTypes: ['HOME_DELIVERY'],
  specOptions: [],
  images: [],
  tagIds: [],
  status: 'DRAFT',
};

const text = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : null);
const list = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A typed amount in minor units; an amount that does not parse is sent as it is, so the server names the field. */
export function amountToMinor(amount: string | undefined, currency: string): number | string | null {
  if (!amount || amount.trim() === '') return null;
  try {
    return toMinor(amount, currency);
  } catch {
    return amount;
  }
}

/** The request body of console.product.create / update. */
export function productBody(values: ProductFormValues, id?: string): Record<string, unknown> {
  const currency = (values.currency ?? '').trim().toUpperCase();
  return {
    ...(id ? { id } : {}),
    ...(!id && values.merchantId ? { merchantId: values.merchantId } : {}),
    code: values.code?.trim() ?? '',
    nameEn: values.nameEn?.trim() ?? '',
    nameZh: values.nameZh?.trim() ?? '',
    summaryEn: text(values.summaryEn),
    summaryZh: text(values.summaryZh),
    descriptionEn: text(values.descriptionEn),
    descriptionZh: text(values.descriptionZh),
    termsEn: text(values.termsEn),
    termsZh: text(values.termsZh),
    categoryId: values.categoryId ?? null,
    tagIds: values.tagIds ?? [],
    currency,
    retailPriceMinor: amountToMinor(values.retailPrice, currency),
    wholesalePriceMinor: amountToMinor(values.wholesalePrice, currency),
    minWholesaleQty: values.minWholesaleQty ?? null,
    stock: values.stock ?? null,
    deliveryTypes: values.deliveryTypes ?? [],
    images: values.images ?? [],
    specOptions: (values.specOptions ?? []).map((o) => {
      const en = list(o.valuesEn);
      const zh = list(o.valuesZh);
      return { nameEn: o.nameEn?.trim() ?? '', nameZh: o.nameZh?.trim() ?? '', values: en.map((v, i) => ({ en: v, zh: zh[i] ?? v })) };
    }),
    status: values.status ?? 'DRAFT',
  };
}

/** The form's values of a saved product. */
export function formValuesOf(p: ConsoleProductView): ProductFormValues {
  return {
    code: p.code,
    nameEn: p.nameEn,
    nameZh: p.nameZh,
    summaryEn: p.summaryEn ?? '',
    summaryZh: p.summaryZh ?? '',
    descriptionEn: p.descriptionEn ?? '',
    descriptionZh: p.descriptionZh ?? '',
    termsEn: p.termsEn ?? '',
    termsZh: p.termsZh ?? '',
    ...(p.categoryId ? { categoryId: p.categoryId } : {}),
    tagIds: p.tagIds,
    currency: p.currency,
    retailPrice: toDecimalString(p.retailPriceMinor, p.currency),
    wholesalePrice: p.wholesalePriceMinor === null ? '' : toDecimalString(p.wholesalePriceMinor, p.currency),
    minWholesaleQty: p.minWholesaleQty,
    stock: p.stock,
    deliveryTypes: p.deliveryTypes,
    images: p.images,
    specOptions: p.specOptions.map((o) => ({
      nameEn: o.nameEn,
      nameZh: o.nameZh,
      valuesEn: o.values.map((v) => v.en).join(', '),
      valuesZh: o.values.map((v) => v.zh).join(', '),
    })),
    status: p.status,
  };
}
