import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/**
 * Whether the caller prefers a page to JSON: a browser's navigation says text/html first; API clients, fetch's
 * default (any type) and no Accept at all get JSON, as before.
 */
export function wantsHtml(c: Context): boolean {
  return (
    accepts(c, { header: 'Accept', supports: ['application/json', 'text/html'], default: 'application/json' }) ===
    'text/html'
  );
}
