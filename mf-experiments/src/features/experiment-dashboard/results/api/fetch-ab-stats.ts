import type { AbStatsEndDate, AbStatsStartDate } from '@novavox/contracts-api/ab-stats';

export interface AbStatsRange {
  startDate: AbStatsStartDate;
  endDate: AbStatsEndDate;
}

export type AbStatsFetchResult =
  | { ok: true; bodyText: string }
  | { ok: false; status: number; message: string; needsSignIn: boolean };

/**
 * GET the stats endpoint for a date range. A successful answer comes back as raw text so that the
 * parser can tell invalid JSON apart; an HTTP error carries the api's `message`/`error` text. The team's
 * session cookie goes along (`credentials: 'include'`); a 401 means nobody is signed in. Network failures throw.
 */
export async function fetchAbStats(
  endpoint: string,
  range: AbStatsRange,
  signal?: AbortSignal,
): Promise<AbStatsFetchResult> {
  const url = new URL(endpoint);
  url.searchParams.set('startDate', range.startDate);
  url.searchParams.set('endDate', range.endDate);
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
    cache: 'no-store',
  });
  const bodyText = await response.text();
  if (response.ok) return { ok: true, bodyText };
  let message = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null) {
      const { message: bodyMessage, error } = body as { message?: unknown; error?: unknown };
      const text = typeof bodyMessage === 'string' ? bodyMessage : typeof error === 'string' ? error : null;
      if (text?.trim()) message = text.trim();
    }
  } catch {
    // A non-JSON error page: the status line is the best description.
  }
  return { ok: false, status: response.status, message, needsSignIn: response.status === 401 };
}
