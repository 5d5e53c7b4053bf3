import { PassThrough, Readable } from 'node:stream';
import { loadExcelJs } from '../load-exceljs';
import type { ExportCell } from './export-columns';

/**
 * Exports written as streams: rows arrive in batches from a database cursor and leave as they are written, so
 * an export of any size holds one batch in memory. CSV goes through Readable.from (the reply's backpressure
 * pauses the cursor); XLSX through exceljs's streaming WorkbookWriter.
 */

/**
 * CSV cells: quoted when needed (RFC 4180). Text that a spreadsheet would run as a formula gets a leading quote;
 * a signed number (a phone in E.164) is no formula and stays as it is.
 */
function csvCell(cell: ExportCell): string {
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return cell.amount;
  const text = /^[=@\t\r]/.test(cell) || /^[+-](?!\d+$)/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A CSV file (UTF-8 with a byte order mark, so spreadsheet apps read Chinese right) of the header and the batches. */
export function csvStream(headers: string[], batches: AsyncIterable<ExportCell[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(headers)}`;
    for await (const rows of batches) yield rows.map(csvLine).join('');
  }
  return Readable.from(lines());
}

/** The XLSX value of a cell: amounts as numbers shown with their decimals (parsed once from the exact decimal string). */
const xlsxValue = (cell: ExportCell) => (typeof cell === 'object' ? Number(cell.amount) : cell);
const AMOUNT_FORMAT = '0.00##';

/** An XLSX file with one sheet of the header and the batches, written as the batches arrive. */
export function xlsxStream(sheetName: string, headers: string[], batches: AsyncIterable<ExportCell[][]>): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.addRow(headers).commit();
    for await (const rows of batches) {
      for (const cells of rows) {
        const row = sheet.addRow(cells.map(xlsxValue));
        cells.forEach((cell, i) => {
          if (typeof cell === 'object') row.getCell(i + 1).numFmt = AMOUNT_FORMAT;
        });
        row.commit();
      }
      // The zip writer pushes into `out` without waiting; let the reply drain before the next batch.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
