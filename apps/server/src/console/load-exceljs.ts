import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded at the first spreadsheet (exports, product sheets) rather than at start: it holds ~8 MB of heap that
 * a server answering the shop never uses, and the heap the garbage collector lets grow is a multiple of what lives.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  const loaded = (await import('exceljs')) as { default?: typeof ExcelJS } & typeof ExcelJS;
  // CommonJS: its exports come as the default export (Node) or as the module itself (a bundler's interop).
  return loaded.default ?? loaded;
}
