/**
 * RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula
 * (CSV injection: a sign-up named "=HYPERLINK(...)").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
