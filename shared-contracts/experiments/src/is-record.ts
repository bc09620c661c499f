/**
 * The check every reader of untrusted JSON starts with: a plain object whose keys can be read, not null and not
 * an array. It lives in this package, the lowest of the contracts, so the api, the shell and every remote import
 * the one rule; it imports nothing, so a visitor's bundle gains only these two lines.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
