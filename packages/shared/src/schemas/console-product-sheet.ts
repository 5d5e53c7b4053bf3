import { z } from 'zod';

/**
 * Product spreadsheets: console.product.exportSheet, console.product.sheetTemplate and
 * console.product.importSheet. One row per product keyed by its code; the header row holds these column names, so
 * a file exported in one language imports the same in another. Each row is validated with consoleProductForm.
 */

/** The sheet's columns, in order. Prices are decimals of the row's currency; lists are comma-separated except images (one per line) and specOptions (JSON). */
export const PRODUCT_SHEET_COLUMNS = [
  'code',
  'nameEn',
  'nameZh',
  'summaryEn',
  'summaryZh',
  'descriptionEn',
  'descriptionZh',
  'termsEn',
  'termsZh',
  'category',
  'tags',
  'currency',
  'retailPrice',
  'wholesalePrice',
  'minWholesaleQty',
  'stock',
  'deliveryTypes',
  'status',
  'images',
  'specOptions',
] as const;
export type ProductSheetColumn = (typeof PRODUCT_SHEET_COLUMNS)[number];

/** Most product rows one import takes (more: split the file). */
export const MAX_SHEET_ROWS = 2_000;
/** Largest spreadsheet file accepted, in bytes. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;

/** console.product.exportSheet query: admins may keep one merchant's products. */
export const productSheetExportQuery = z.object({ merchantId: z.uuid({ error: 'validation.idInvalid' }).optional() });

/** console.product.importSheet's text fields (multipart, beside the file under fileDatas). */
export const productSheetImportFields = z.object({
  /** "true": validate and count, write nothing. */
  dryRun: z.enum(['true', 'false']).default('false'),
  /** The merchant the sheet is for: required from admins, ignored (always their own) for a merchant's staff. */
  merchantId: z.uuid({ error: 'validation.idInvalid' }).optional(),
});

/** One problem of one row: its row number in the sheet (the header is row 1), its column and the message. */
export interface ProductSheetRowError {
  row: number;
  column: string;
  message: string;
}

/** What a valid import (or dry run) answers: how many codes are new and how many existing products change. */
export interface ProductSheetImportView {
  dryRun: boolean;
  created: number;
  updated: number;
}

/** The data of a refused import (400): every row error, nothing written. */
export interface ProductSheetErrorsView {
  errors: ProductSheetRowError[];
}
