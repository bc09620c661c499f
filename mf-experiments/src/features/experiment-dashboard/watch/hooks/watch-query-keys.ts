/** The watch's server state (TanStack Query keys of this folder; the dashboard's own are in common/query-keys.ts). */
export const watchQueryKeys = {
  alerts: ['experiment-alerts'] as const,
  alertsOf: (id: string, viewer: string | null) => ['experiment-alerts', id, viewer] as const,
  alertSettings: (viewer: string) => ['team-alert-settings', viewer] as const,
};
