import type { AnalyticsEventDraft } from '@novavox/contracts-api/analytics';

/** One analytics collector. The shell fans every page view and bus event out to each configured sink. */
export interface AnalyticsSink {
  pageView(path: string, title: string): void;
  event(event: AnalyticsEventDraft): void;
}
