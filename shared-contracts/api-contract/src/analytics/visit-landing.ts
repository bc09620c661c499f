/**
 * Where a visit came from, for the experiments' segments (docs/analytics-and-experiments.md, "Segments"): read once
 * from the first page of the visit and sent with each impression, because later pages no longer show it.
 */
export interface VisitLanding {
  /** The path the visit landed on. */
  landing_path: string;
  /** `utm_source`, else the waitlist's `source` parameter, lower-cased; "direct" when neither is given. */
  traffic_source: string;
}

export const DIRECT_TRAFFIC_SOURCE = 'direct';
/** Longer values are cut: a source is a name (newsletter, linkedin), not free text. */
export const TRAFFIC_SOURCE_MAX_LENGTH = 64;

/** The traffic source of a landing URL's query (`location.search`, with or without its "?"). */
export function trafficSourceOf(search: string): string {
  const parameters = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of ['utm_source', 'source']) {
    const value = parameters.get(name)?.trim().toLowerCase() ?? '';
    if (value !== '') return value.slice(0, TRAFFIC_SOURCE_MAX_LENGTH);
  }
  return DIRECT_TRAFFIC_SOURCE;
}

/** The landing of a visit whose first page is `location` (pathname and search). */
export function visitLandingOf(location: { pathname: string; search: string }): VisitLanding {
  return { landing_path: location.pathname || '/', traffic_source: trafficSourceOf(location.search) };
}
