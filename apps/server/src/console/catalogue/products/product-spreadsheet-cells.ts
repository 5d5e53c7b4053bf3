import { isCrypto, minorDigits, toMinor } from '@sme/shared/money';
import type { ProductSheetColumn } from '@sme/shared/schemas/console-product-sheet';
import type { ConsoleSpecOption } from '@sme/shared/schemas/console-products';
import type { CellValue } from 'exceljs';

/**
 * One product as a spreadsheet row and back (console.product.exportSheet / importSheet). Amounts are written as the
 * exact decimal text of their currency (never a float) and read back exactly; an amount with more decimals than its
 * currency has is refused rather than rounded. Lists: tags and delivery types comma-separated, images one per line,
 * spec options as JSON (their two languages and nesting do not fit a flat cell any other way).
 */

/** What a product row is written from: the product's columns plus its category's and tags' slugs. */
export interface ProductSheetSource {
  code: string;
  nameEn: string;
  nameZh: string;
  summaryEn: string | null;
  summaryZh: string | null;
  descriptionEn: string | null;
  descriptionZh: string | null;
  termsEn: string | null;
  termsZh: string | null;
  categorySlug: string | null;
  tagSlugs: string[];
  currency: string;
  retailPriceMinor: number;
  wholesalePriceMinor: number | null;
  minWholesaleQty: number | null;
  stock: number;
  deliveryTypes: string[];
  status: string;
  images: string[];
  specOptions: ConsoleSpecOption[];
}

/** The exact decimal text of a minor-unit amount: fiat with its 2 places, crypto with as many as it needs (up to 8). */
export function exactDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const frac = isCrypto(currency) ? abs.slice(abs.length - digits).replace(/0+$/, '') : abs.slice(abs.length - digits);
  return `${minor < 0 ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** The cells of a product's row, by column. */
export function productSheetCells(p: ProductSheetSource): Record<ProductSheetColumn, string | number> {
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
    category: p.categorySlug ?? '',
    tags: p.tagSlugs.join(', '),
    currency: p.currency,
    retailPrice: exactDecimal(p.retailPriceMinor, p.currency),
    wholesalePrice: p.wholesalePriceMinor === null ? '' : exactDecimal(p.wholesalePriceMinor, p.currency),
    minWholesaleQty: p.minWholesaleQty ?? '',
    stock: p.stock,
    deliveryTypes: p.deliveryTypes.join(', '),
    status: p.status,
    images: p.images.join('\n'),
    specOptions: p.specOptions.length ? JSON.stringify(p.specOptions) : '',
  };
}

/** A cell's text, whatever a spreadsheet app stored it as (rich text, hyperlink, formula result, number). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return String(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result ?? null);
  return '';
}

/** A problem found while reading a cell, before the shared schema runs: its column and message key. */
export interface CellProblem {
  column: ProductSheetColumn;
  key: string;
}

/** An amount cell in minor units: null when empty, undefined (with a problem) when it is not an exact amount. */
export function readAmount(value: CellValue, currency: string): number | null | undefined {
  if (typeof value === 'number') {
    // A number cell is a binary float: accept it only when it is exactly a decimal of the currency's places.
    const fixed = value.toFixed(minorDigits(currency));
    return Number(fixed) === value ? safeMinor(fixed, currency) : undefined;
  }
  const text = cellText(value).trim();
  return text === '' ? null : safeMinor(text, currency);
}

function safeMinor(text: string, currency: string): number | undefined {
  try {
    return toMinor(text, currency);
  } catch {
    return undefined;
  }
}

/** A whole-number cell: null when empty, the number when it is one, the text otherwise (the schema names it). */
export function readInteger(value: CellValue): number | string | null {
  if (typeof value === 'number') return value;
  const text = cellText(value).trim();
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** A comma-separated list cell. */
export const readList = (value: CellValue): string[] =>
  cellText(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The images cell: one URL per line (any whitespace separates, as a URL has none). */
export const readImages = (value: CellValue): string[] => cellText(value).split(/\s+/).filter(Boolean);

/** The specOptions cell: JSON, or undefined when it does not parse. */
export function readSpecOptions(value: CellValue): unknown {
  const text = cellText(value).trim();
  if (text === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
