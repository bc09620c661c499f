export { COMPANY_LEGAL_NAME, FAMILY_LANDING_PATH, PRODUCT_NAME } from './brand';
export { type CallFlavour, type CallFlavourInfo, callFlavourForPath, callTriggerLabel } from './call-flavour';
export { type BusRecord, type EventBusState, emit, eventBusStore, resetEventBus, subscribe } from './event-bus';
export type { EventOfType, NovaVoxEvent, NovaVoxEventType } from './events';
export { CONTRACTS_VERSION, type SharedSingleton, sharedSingletons } from './federation';
export { ModalFrame, type ModalFrameProps } from './modal-frame';
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
export { HOW_IT_WORKS_SECTION_ID, type SiteRoute, siteRoutes } from './routes';
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
