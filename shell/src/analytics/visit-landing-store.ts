import { type VisitLanding, visitLandingOf } from '@novavox/contracts-api/analytics';

/** Kept for the tab's session, so a reload or a later page of the same visit keeps where the visit landed. */
export const VISIT_LANDING_KEY = 'nvx_landing';

/**
 * The visit's landing (first page and traffic source, docs/analytics-and-experiments.md "Segments"): read from
 * session storage, else taken from `location` now (the shell starts on the visit's first page) and kept there.
 * Without storage (blocked, private mode errors) it is simply the page the shell started on.
 */
export function visitLanding(
  location: { pathname: string; search: string },
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): VisitLanding {
  const kept = readKept(storage);
  if (kept) return kept;
  const landing = visitLandingOf(location);
  try {
    storage?.setItem(VISIT_LANDING_KEY, JSON.stringify(landing));
  } catch {
    // Storage full or refused: the landing still holds for this page.
  }
  return landing;
}

function readKept(storage: Pick<Storage, 'getItem'> | undefined): VisitLanding | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(VISIT_LANDING_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { landing_path, traffic_source } = value as Partial<Record<keyof VisitLanding, unknown>>;
    return typeof landing_path === 'string' && typeof traffic_source === 'string'
      ? { landing_path, traffic_source }
      : null;
  } catch {
    return null;
  }
}
