/**
 * The waitlist's source: the `source` query parameter, else the raw query text, else "general".
 * `search` is `location.search`, with or without its leading "?".
 */
export function resolveWaitlistSource(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw.trim() === '') return 'general';
  const fromParam = new URLSearchParams(raw).get('source');
  if (fromParam !== null && fromParam.trim() !== '') return fromParam.trim();
  if (fromParam !== null) return 'general';
  return safeDecode(raw).trim() || 'general';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
