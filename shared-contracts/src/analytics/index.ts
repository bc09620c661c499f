/** Data-only entry (`@novavox/shared-contracts/analytics`): the events batch schema, no React. */
export { analyticsEventFromBus } from './analytics-event-from-bus';
export {
  ANALYTICS_BATCH_MAX_EVENTS,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventInput,
  type AnalyticsEventName,
  analyticsBatchSchema,
  analyticsEventSchema,
} from './analytics-event-schema';
