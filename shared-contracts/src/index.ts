export { ANALYTICS_BATCH_MAX_EVENTS } from './analytics/analytics-batch-limit';
export { analyticsEventFromBus } from './analytics/analytics-event-from-bus';
export type { AnalyticsEvent, AnalyticsEventInput, AnalyticsEventName } from './analytics/analytics-event-schema';
export { COMPANY_LEGAL_NAME, FAMILY_LANDING_PATH, PRODUCT_NAME } from './brand';
export {
  CALL_SETTING_UP_LABEL,
  type CallFlavour,
  type CallFlavourInfo,
  callFlavourForPath,
  callTriggerLabel,
} from './call-flavour';
export { useCallSettingUp } from './call-setup-state';
export { type BusRecord, type EventBusState, emit, eventBusStore, resetEventBus, subscribe } from './event-bus';
export type { EventOfType, NovaVoxEvent, NovaVoxEventType } from './events';
export {
  AB_STATS_DEFAULT_RANGE,
  type AbStatsEndDate,
  type AbStatsExperiment,
  type AbStatsLegacyResponse,
  type AbStatsPageViewRow,
  type AbStatsResponse,
  type AbStatsStartDate,
  type AbStatsVariant,
  abStatsEndDates,
  abStatsStartDates,
} from './experiments/ab-stats-response';
export {
  ALLOW_AUTOMATION_KEY,
  type AssignmentSettings,
  type AssignmentSource,
  browserExperimentEnvironment,
  claimConversion,
  claimImpression,
  clearAllVariantAssignments,
  clearVariantAssignment,
  conversionSeenKey,
  type ExperimentEnvironment,
  experimentEnabledKey,
  forcedVariantKey,
  forceUrlParameter,
  getForcedVariant,
  getStoredVariant,
  getVisitorId,
  hashedVariant,
  impressionSeenKey,
  isAutomatedVisitor,
  isExperimentEnabled,
  resolveVariant,
  setExperimentEnabled,
  setForcedVariant,
  type VariantAssignment,
  VISITOR_ID_KEY,
  variantStorageKey,
} from './experiments/experiment-assignment';
export {
  CONTROL_VARIANT,
  DEFAULT_EXPERIMENT_PLAN,
  type ExperimentDefinition,
  type ExperimentId,
  type ExperimentPlan,
  experimentById,
  experimentCatalog,
  experimentIds,
  findVariant,
  isExperimentId,
  type VariantDefinition,
  type VariantKey,
  variantKeys,
} from './experiments/experiment-catalog';
export { DEBUG_EVENT_CATEGORY, EXPERIMENT_EVENT_CATEGORY } from './experiments/experiment-event-categories';
export { trackExperimentConversions, trackExperimentImpression } from './experiments/experiment-tracking';
export { bucketIndex, fnv1a32, growthbookHashV1, growthbookHashV2 } from './experiments/growthbook-hash';
export { type ExperimentVariant, useExperimentVariant } from './experiments/use-experiment-variant';
export { ModalFrame, type ModalFrameProps } from './modal-frame';
export {
  BrowserNavigation,
  Link,
  type LinkProps,
  MemoryNavigation,
  NavigationProvider,
  Redirect,
  useLocation,
  useNavigate,
  useNavigator,
} from './navigation/navigation-context';
export {
  createBrowserNavigator,
  createMemoryNavigator,
  type NavigateOptions,
  type Navigator,
  type SiteLocation,
} from './navigation/navigator';
export type { ParseResult } from './parse-result';
export {
  type CallExperienceProps,
  type CallTriggerProps,
  type ContactModalProps,
  type DemoModalProps,
  type ExposeOf,
  type LandingPageProps,
  localRemoteLocations,
  type ModalProps,
  type OldHomePageProps,
  type PrivacyPageProps,
  type PropsOf,
  parseRemoteLocations,
  type RemoteExposes,
  type RemoteId,
  type RemoteLocations,
  remoteIds,
  remoteLabels,
  type SignupPageProps,
  type TermsPageProps,
  type TestsDashboardPageProps,
  type VariantDebugPageProps,
  type WaitlistModalProps,
} from './remotes';
export {
  findSiteRoute,
  HOW_IT_WORKS_SECTION_ID,
  isSitePath,
  normalizeSitePath,
  REMOTE_STATUS_PATH,
  type SiteRoute,
  siteRoutes,
} from './routes';
export {
  buildRuntimeConfig,
  isHttpUrl,
  parseRuntimeConfig,
  portOffsetFrom,
  type RuntimeConfig,
  type RuntimeEnv,
} from './runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
export { StandaloneHarness, type StandaloneHarnessProps } from './standalone-harness';
export { LOCAL_HOST, type LocalService, localOrigin, localPort, localPorts } from './topology';
export { useBusEvent, useBusHistory } from './use-event-bus';
export { resolveWaitlistSource } from './waitlist-source';
