import type { AnalyticsSink } from './analytics-sink';

/**
 * PostHog, imported only when a project key is configured. Page views are captured by PostHog itself on
 * every history change, so pageView has nothing to do here.
 */
export async function createPosthogSink(key: string, host: string): Promise<AnalyticsSink> {
  const { default: posthog } = await import('posthog-js');
  posthog.init(key, {
    api_host: host,
    defaults: '2025-05-24',
    capture_pageview: 'history_change',
    person_profiles: 'identified_only',
  });
  return {
    pageView: () => {},
    event: ({ name, ...properties }) => {
      posthog.capture(name, properties);
    },
  };
}
