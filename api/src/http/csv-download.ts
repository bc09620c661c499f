import { type CsvValue, csvText } from '@novavox/contracts-api/csv';
import type { Context } from 'hono';

/**
 * The one way the api answers with a CSV file (the waitlist, the contact messages, the experiments' and the slots'
 * change logs): a download named `filename`, never kept by a cache, since every export is personal data or the
 * team's own records.
 */
export function csvDownload(
  c: Context,
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
): Response {
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csvText(header, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}
