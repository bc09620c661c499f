/**
 * The shared entry: the one part of the contracts Module Federation shares as a singleton, so it holds only
 * what must exist once at run time (the event bus, the navigation interface, the runtime-config context, the
 * call-setup state that follows the bus) and types. Whatever the shell's copy would freeze (catalogs, copy,
 * route tables, logic, UI) is in entries each app bundles itself: /experiments, /experiment-variant, /routes,
 * /remotes, /runtime-config, /topology, /brand, /call-flavour, /waitlist-source, /modal-frame, /navigators,
 * /standalone-harness, /forms, /analytics, /federation. Its public surface is reviewed in shared-entry.api.md.
 */
export type { CallFlavour } from './call-flavour';
export { useCallSettingUp } from './call-setup-state';
export { type BusRecord, type EventBusState, emit, eventBusStore, resetEventBus, subscribe } from './event-bus';
export type { EventOfType, NovaVoxEvent, NovaVoxEventType } from './events';
export {
  Link,
  type LinkProps,
  NavigationProvider,
  Redirect,
  useLocation,
  useNavigate,
  useNavigator,
} from './navigation/navigation-context';
export type { NavigateOptions, Navigator, SiteLocation } from './navigation/navigator';
export type { ParseResult } from './parse-result';
export type {
  CallExperienceProps,
  CallTriggerProps,
  ContactModalProps,
  DemoModalProps,
  ExposeOf,
  LandingPageProps,
  ModalProps,
  OldHomePageProps,
  PrivacyPageProps,
  PropsOf,
  RemoteExposes,
  RemoteId,
  SignupPageProps,
  SignupStatusPageProps,
  TermsPageProps,
  TestsDashboardPageProps,
  VariantDebugPageProps,
  WaitlistModalProps,
} from './remotes';
export type { RuntimeConfig } from './runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
export { useBusEvent, useBusHistory } from './use-event-bus';
