import { useCallback, useEffect, useState } from 'react';

/** The query parameter that opens one experiment's card: /admin/tests?experiment=family_headline. */
export const EXPERIMENT_PARAM = 'experiment';

const fromLocation = () => new URLSearchParams(window.location.search).get(EXPERIMENT_PARAM);

/** The address of one experiment's card (null: the overview). */
export function experimentHref(id: string | null): string {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(EXPERIMENT_PARAM);
  else url.searchParams.set(EXPERIMENT_PARAM, id);
  return `${url.pathname}${url.search}`;
}

/**
 * Which experiment's card is open, kept in the address so that each card has its own URL (and Back returns to
 * the overview). The shell routes /admin/tests as one exact path, so the card is a query parameter, not a path.
 */
export function useSelectedExperiment() {
  const [selected, setSelected] = useState<string | null>(fromLocation);
  useEffect(() => {
    const follow = () => setSelected(fromLocation());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const open = useCallback((id: string | null) => {
    window.history.pushState(window.history.state, '', experimentHref(id));
    setSelected(id);
    window.scrollTo({ top: 0 });
  }, []);
  return { selected, open };
}
