import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard reads the api when it opens, when the range or the signed-in person changes, on Refresh Data
 * and after a change: never behind the marketer's back on focus or reconnect, and never retried (the spec's
 * error messages show at once, for their own cause).
 */
export function dashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
