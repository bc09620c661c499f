export type CsvValue = string | number | null;

/**
 * RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula
 * (CSV injection: a sign-up named "=HYPERLINK(...)").
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: the header row, then one line per row, every line ended by CRLF as RFC 4180 has it. */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
