import { Codes } from '@sme/shared/codes';
import { MAX_SHEET_ROWS, PRODUCT_SHEET_COLUMNS, type ProductSheetColumn } from '@sme/shared/schemas/console-product-sheet';
import type { CellValue } from 'exceljs';
import { loadExcelJs } from '../../load-exceljs';
import { AppError } from '../../../http/app-error';
import { type CellProblem, cellText, readAmount, readImages, readInteger, readList, readSpecOptions } from './product-spreadsheet-cells';

/** Reading an uploaded product sheet into rows, and a row into the input of consoleProductForm. */

/** One non-empty row of the sheet: its row number (header = 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Record<ProductSheetColumn, CellValue>;
}

/** Category and tag ids by slug, for the category and tags columns. */
export interface SheetRefs {
  categoryIdBySlug: Map<string, string>;
  tagIdBySlug: Map<string, string>;
}

/**
 * The first worksheet's rows. 415 when the bytes are no XLSX workbook; 400 when a column is missing (a missing column
 * would silently empty that field of every product) or the sheet holds more than MAX_SHEET_ROWS products.
 */
export async function readSheetRows(buffer: Buffer): Promise<SheetRow[]> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'console.productSheet.columnsMissing', vars: { columns: PRODUCT_SHEET_COLUMNS.join(', ') } });
  const indexOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => indexOf.set(cellText(cell.value).trim(), col));
  const missing = PRODUCT_SHEET_COLUMNS.filter((c) => !indexOf.has(c));
  if (missing.length) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'console.productSheet.columnsMissing', vars: { columns: missing.join(', ') } });
  if (sheet.actualRowCount - 1 > MAX_SHEET_ROWS) throw tooManyRows();

  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = Object.fromEntries(PRODUCT_SHEET_COLUMNS.map((c) => [c, row.getCell(indexOf.get(c) ?? 0).value])) as Record<ProductSheetColumn, CellValue>;
    // Spreadsheet apps keep formatted but empty rows; they are no products.
    if (PRODUCT_SHEET_COLUMNS.every((c) => cellText(cells[c]).trim() === '')) continue;
    rows.push({ row: r, cells });
    if (rows.length > MAX_SHEET_ROWS) throw tooManyRows();
  }
  return rows;
}

const tooManyRows = () => new AppError(Codes.BAD_REQUEST, { messageKey: 'console.productSheet.tooManyRows', vars: { max: MAX_SHEET_ROWS } });

const optional = (value: CellValue) => {
  const text = cellText(value).trim();
  return text === '' ? null : text;
};

/**
 * A row as the input of consoleProductForm, plus the problems found while reading it (unknown category or tag slug,
 * an amount that is not exact, JSON that does not parse). Those columns are left for the schema as empty values.
 */
export function rowInput(cells: SheetRow['cells'], refs: SheetRefs): { input: Record<string, unknown>; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const currency = cellText(cells.currency).trim().toUpperCase();
  const amount = (column: 'retailPrice' | 'wholesalePrice') => {
    const minor = readAmount(cells[column], currency);
    if (minor === undefined) problems.push({ column, key: 'console.productSheet.amountInvalid' });
    return minor ?? null;
  };
  const categorySlug = optional(cells.category);
  const categoryId = categorySlug ? refs.categoryIdBySlug.get(categorySlug) : null;
  if (categoryId === undefined) problems.push({ column: 'category', key: 'console.productSheet.categoryUnknown' });
  const tagIds = readList(cells.tags).map((slug) => refs.tagIdBySlug.get(slug));
  if (tagIds.includes(undefined)) problems.push({ column: 'tags', key: 'console.productSheet.tagUnknown' });
  const specOptions = readSpecOptions(cells.specOptions);
  if (specOptions === undefined) problems.push({ column: 'specOptions', key: 'console.productSheet.jsonInvalid' });
  const status = optional(cells.status);
  const input = {
    code: cellText(cells.code).trim(),
    nameEn: cellText(cells.nameEn),
    nameZh: cellText(cells.nameZh),
    summaryEn: optional(cells.summaryEn),
    summaryZh: optional(cells.summaryZh),
    descriptionEn: optional(cells.descriptionEn),
    descriptionZh: optional(cells.descriptionZh),
    termsEn: optional(cells.termsEn),
    termsZh: optional(cells.termsZh),
    categoryId: categoryId ?? null,
    tagIds: tagIds.filter((id): id is string => id !== undefined),
    currency,
    retailPriceMinor: amount('retailPrice') ?? undefined,
    wholesalePriceMinor: amount('wholesalePrice'),
    minWholesaleQty: readInteger(cells.minWholesaleQty),
    stock: readInteger(cells.stock) ?? undefined,
    deliveryTypes: readList(cells.deliveryTypes),
    images: readImages(cells.images),
    specOptions: specOptions ?? [],
    ...(status ? { status: status.toUpperCase() } : {}),
  };
  return { input, problems };
}
