import {
  DEFAULT_EXPERIMENT_PLAN,
  type ExperimentPlan,
  experimentById,
  experimentEnabledKey,
  isExperimentId,
} from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { analyzeExperiment } from '@novavox/experiment-stats';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../common/query-keys';
import { withReadableFigures } from '../../verdict/model/figure-rules';
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

/** What one load gives: the page's state once loaded. */
type LoadedAbStats = Omit<AbStatsState, 'status' | 'needsSignIn'>;

/** A load that failed, with the spec's message for its cause. */
class DashboardLoadError extends Error {
  constructor(
    message: string,
    readonly needsSignIn = false,
  ) {
    super(message);
  }
}

/**
 * One load: the fetch and parse (inner) and the processing after it (outer) fail with different messages, as
 * spec section 8 lists them.
 */
async function loadAbStats(endpoint: string, range: AbStatsRange, signal: AbortSignal): Promise<LoadedAbStats> {
  let parsed: ReturnType<typeof parseAbStatsBody>;
  try {
    const response = await fetchAbStats(endpoint, range, signal);
    if (!response.ok) throw new DashboardLoadError(dashboardMessages.loadError(response.message), response.needsSignIn);
    parsed = parseAbStatsBody(response.bodyText);
  } catch (error) {
    if (error instanceof DashboardLoadError || signal.aborted) throw error;
    throw new DashboardLoadError(dashboardMessages.loadError(errorMessage(error)));
  }
  if (!parsed.ok) throw new DashboardLoadError(parsed.message);
  try {
    if (parsed.warning?.kind === 'configuration') console.warn(parsed.warning.text);
    const enabled = readEnabledFlags(parsed.experiments);
    const now = Date.now();
    const experiments = parsed.experiments.map(withCatalogVariants).map((experiment) => {
      const analysis = analyzeExperiment(experiment, configuredWeights(experiment.id), now, plannedFor(experiment.id));
      return { ...experiment, analysis: { ...analysis, variants: withReadableFigures(analysis.variants) } };
    });
    return { experiments, enabled, connection: parsed.connection, warning: parsed.warning };
  } catch (error) {
    throw new DashboardLoadError(dashboardMessages.outerError(errorMessage(error)));
  }
}

/**
 * Loads the stats on mount and whenever the range, the endpoint or who is signed in (`viewer`) changes, and on
 * `reload`; not while `viewer` is undefined (the sign-in is still being checked), so a signed-in page loads once.
 * TanStack Query keys each answer by range and viewer, so an older answer still in flight never replaces a newer.
 * A change to an experiment refreshes the figures in the background (the cards stay); Refresh Data starts over.
 */
export function useAbStats(endpoint: string, range: AbStatsRange, viewer: string | null | undefined) {
  const client = useQueryClient();
  const { startDate, endDate } = range;
  const queryKey = queryKeys.abStatsFor(startDate, endDate, viewer ?? null);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => loadAbStats(endpoint, { startDate, endDate }, signal),
    enabled: viewer !== undefined,
  });

  const reload = useCallback(() => void client.resetQueries({ queryKey: queryKeys.abStats }), [client]);
  const setEnabled = useCallback(
    (id: string, enabled: boolean) =>
      client.setQueryData<LoadedAbStats>(queryKey, (current) =>
        current ? { ...current, enabled: { ...current.enabled, [id]: enabled } } : current,
      ),
    [client, queryKey],
  );

  let state: AbStatsState;
  if (query.isPending) state = initialState;
  else if (query.isError) {
    const { error } = query;
    const needsSignIn = error instanceof DashboardLoadError && error.needsSignIn;
    state = { ...initialState, status: 'error', warning: { kind: 'error', text: error.message }, needsSignIn };
  } else state = { ...query.data, status: 'loaded', needsSignIn: false };

  return { state, reload, setEnabled };
}
