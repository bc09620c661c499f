/** Data-only entry (`@novavox/contracts-api/analytics`): the events batch schema, no React. */
export { analyticsEventFromBus } from './analytics-event-from-bus';
export {
  ANALYTICS_BATCH_MAX_EVENTS,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventDraft,
  type AnalyticsEventInput,
  type AnalyticsEventName,
  analyticsBatchSchema,
  analyticsEventSchema,
  EVENT_ID_MESSAGE,
  EVENT_NOT_OBJECT_MESSAGE,
  EVENTS_BODY_NOT_OBJECT_MESSAGE,
  IMPRESSION_VISITOR_MESSAGE,
  LANDING_PATH_MESSAGE,
  PAGE_PATH_MESSAGE,
  VISITOR_ID_MESSAGE,
} from './analytics-event-schema';
export {
  DIRECT_TRAFFIC_SOURCE,
  TRAFFIC_SOURCE_MAX_LENGTH,
  trafficSourceOf,
  type VisitLanding,
  visitLandingOf,
} from './visit-landing';
