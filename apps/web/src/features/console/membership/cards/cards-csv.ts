/** One cell as CSV: quoted when it holds a separator, quote or line break; a leading formula sign is neutralised for spreadsheets. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file's text (RFC 4180 lines, with a byte-order mark so spreadsheet programs read the Chinese labels as UTF-8). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
