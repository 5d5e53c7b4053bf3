import { Codes } from '@sme/shared/codes';
import { AppError } from '../../http/app-error';

/**
 * A bank statement export as CSV (RFC 4180: comma separated, fields optionally in double quotes, "" for a quote).
 * The first line is a header naming at least the columns date, reference, amount and currency (any order, any case,
 * other columns ignored); amount is a credit in major units ("1234.50" or "1,234.50").
 */

/** One statement line: its line number in the file (the header is line 1), and its fields. */
export interface StatementRow {
  line: number;
  date: string;
  reference: string;
  /** null when the amount is not a positive amount with at most 2 decimals. */
  amountMinor: number | null;
  currency: string;
}

const REQUIRED = ['date', 'reference', 'amount', 'currency'] as const;

/** Splits CSV text into records of fields, each with the line it starts on. */
function records(text: string): Array<{ line: number; fields: string[] }> {
  const out: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) out.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') inQuotes = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return out;
}

/** "1,234.50" → 123450; null unless a positive amount with at most 2 decimals. */
export function minorOf(amount: string): number | null {
  const plain = amount.trim().replace(/,/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Parses a statement; a file without the header columns answers 400 pay.statementHeader. */
export function parseStatementCsv(text: string): StatementRow[] {
  const [header, ...rows] = records(text.replace(/^\uFEFF/, ''));
  const names = (header?.fields ?? []).map((f) => f.trim().toLowerCase());
  const index = Object.fromEntries(REQUIRED.map((n) => [n, names.indexOf(n)])) as Record<(typeof REQUIRED)[number], number>;
  if (Object.values(index).some((i) => i < 0)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'pay.statementHeader' });
  return rows.map(({ line, fields }) => ({
    line,
    date: (fields[index.date] ?? '').trim(),
    reference: (fields[index.reference] ?? '').trim().toUpperCase(),
    amountMinor: minorOf(fields[index.amount] ?? ''),
    currency: (fields[index.currency] ?? '').trim().toUpperCase(),
  }));
}
