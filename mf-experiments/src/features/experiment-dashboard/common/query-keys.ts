/**
 * The dashboard's server state, one TanStack Query key per answer of the api. A change to an experiment
 * invalidates its state, its history and the stats (a start, new weights or a new plan starts a new run).
 * Each dashboard mount has its own QueryClient, so the endpoints (fixed per page) are not part of the keys.
 */
export const queryKeys = {
  team: ['team'] as const,
  abStats: ['ab-stats'] as const,
  abStatsFor: (startDate: string, endDate: string, viewer: string | null) =>
    ['ab-stats', startDate, endDate, viewer] as const,
  experimentStates: ['experiment-states'] as const,
  history: ['experiment-history'] as const,
  historyOf: (id: string, viewer: string | null) => ['experiment-history', id, viewer] as const,
};
