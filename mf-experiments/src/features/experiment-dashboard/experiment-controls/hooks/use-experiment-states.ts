import type { ExperimentStates } from '@novavox/contracts-experiments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchExperimentStates } from '../api/experiment-admin-api';

export interface ExperimentStatesView {
  /** What each experiment does for visitors: the api's answer, or `initial` until it comes. */
  states: ExperimentStates;
  /** Why the last reading failed (the states shown are then the previous ones); null when it worked. */
  error: string | null;
  /** Reads the states again; resolves with them (null when the reading failed). */
  refresh: () => Promise<ExperimentStates | null>;
}

/**
 * The experiments' states as the api has them now: read on open and after every change, so the page never
 * relies on the /config.json it was loaded with (which may be minutes old in a long-open tab).
 */
export function useExperimentStates(endpoint: string, initial: ExperimentStates): ExperimentStatesView {
  const [states, setStates] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    const result = await fetchExperimentStates(endpoint);
    if (ticket !== latest.current) return result.ok ? result.value.experiments : null;
    if (!result.ok) {
      setError(`Could not read the experiments' states: ${result.message}`);
      return null;
    }
    setStates(result.value.experiments);
    setError(null);
    return result.value.experiments;
  }, [endpoint]);

  useEffect(() => {
    void refresh();
    return () => {
      // A reading still in flight when the page closes must not set state.
      latest.current++;
    };
  }, [refresh]);

  return { states, error, refresh };
}
