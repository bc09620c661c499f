import {
  DEFAULT_EXPERIMENT_PLAN,
  type ExperimentPlan,
  experimentById,
  experimentEnabledKey,
  isExperimentId,
} from '@novavox/contracts-experiments';
import { analyzeExperiment } from '@novavox/experiment-stats';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AbStatsRange, fetchAbStats } from '../api/fetch-ab-stats';
import type { ExperimentAnalysis } from '../model/dashboard-analysis';
import { dashboardMessages } from '../model/dashboard-messages';
import type { ConnectionState, DashboardExperiment } from '../model/parse-ab-stats-response';
import { parseAbStatsBody } from '../model/parse-ab-stats-response';
import { withCatalogVariants } from '../model/with-catalog-variants';

export interface LoadedExperiment extends DashboardExperiment {
  analysis: ExperimentAnalysis;
}

export type DashboardWarning = { kind: 'configuration' | 'fallback' | 'error'; text: string };

export interface AbStatsState {
  status: 'loading' | 'loaded' | 'error';
  experiments: LoadedExperiment[];
  /** Experiment id → enabled (the browser's `nvx_enabled_<id>` flag; absent = enabled). */
  enabled: Record<string, boolean>;
  connection: ConnectionState | null;
  warning: DashboardWarning | null;
  needsSignIn: boolean;
}

const initialState: AbStatsState = {
  status: 'loading',
  experiments: [],
  enabled: {},
  connection: null,
  warning: null,
  needsSignIn: false,
};

function messageOf(error: unknown): string {
  // DOMExceptions (storage, abort) are not always instances of Error, but all carry a message.
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}

/** Reads the flags straight from localStorage: a blocked storage throws and fails the load (spec 8, outer failure). */
function readEnabledFlags(experiments: readonly DashboardExperiment[]): Record<string, boolean> {
  const storage = window.localStorage;
  return Object.fromEntries(
    experiments.map((experiment) => [
      experiment.id,
      isExperimentId(experiment.id) ? storage.getItem(experimentEnabledKey(experiment.id)) !== 'false' : true,
    ]),
  );
}

function configuredWeights(id: string): Record<string, number> {
  if (!isExperimentId(id)) return {};
  return Object.fromEntries(experimentById(id).variants.map((variant) => [variant.key, variant.weight]));
}

function plannedFor(id: string): ExperimentPlan {
  return isExperimentId(id) ? experimentById(id).plan : DEFAULT_EXPERIMENT_PLAN;
}

/**
 * Loads the stats on mount and whenever the range, the endpoint or who is signed in (`viewer`) changes, and on `reload`;
 * not while `viewer` is undefined (the sign-in is still being checked), so a signed-in page loads once.
 * The fetch and parse (inner) and the processing after it (outer) fail with different messages, as spec
 * section 8 lists them; a newer load always wins over an older one still in flight.
 */
export function useAbStats(endpoint: string, range: AbStatsRange, viewer: string | null | undefined) {
  const [state, setState] = useState<AbStatsState>(initialState);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setEnabled = useCallback((id: string, enabled: boolean) => {
    setState((current) => ({ ...current, enabled: { ...current.enabled, [id]: enabled } }));
  }, []);

  const { startDate, endDate } = range;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` and `viewer` are the explicit reload triggers
  useEffect(() => {
    if (viewer === undefined) return;
    const ticket = ++latest.current;
    const controller = new AbortController();
    const current = () => ticket === latest.current;
    const fail = (text: string, needsSignIn = false) =>
      setState({ ...initialState, status: 'error', warning: { kind: 'error', text }, needsSignIn });

    setState((previous) => ({ ...previous, status: 'loading' }));
    (async () => {
      try {
        let parsed: ReturnType<typeof parseAbStatsBody>;
        try {
          const response = await fetchAbStats(endpoint, { startDate, endDate }, controller.signal);
          if (!current()) return;
          if (!response.ok) {
            fail(dashboardMessages.loadError(response.message), response.needsSignIn);
            return;
          }
          parsed = parseAbStatsBody(response.bodyText);
        } catch (error) {
          if (!current() || controller.signal.aborted) return;
          fail(dashboardMessages.loadError(messageOf(error)));
          return;
        }
        if (!parsed.ok) {
          fail(parsed.message);
          return;
        }
        if (parsed.warning?.kind === 'configuration') console.warn(parsed.warning.text);
        const enabled = readEnabledFlags(parsed.experiments);
        const now = Date.now();
        const experiments = parsed.experiments.map(withCatalogVariants).map((experiment) => ({
          ...experiment,
          analysis: analyzeExperiment(experiment, configuredWeights(experiment.id), now, plannedFor(experiment.id)),
        }));
        if (!current()) return;
        setState({
          status: 'loaded',
          experiments,
          enabled,
          connection: parsed.connection,
          warning: parsed.warning,
          needsSignIn: false,
        });
      } catch (error) {
        if (current()) fail(dashboardMessages.outerError(messageOf(error)));
      }
    })();
    return () => controller.abort();
  }, [endpoint, startDate, endDate, viewer, generation]);

  return { state, reload, setEnabled };
}
