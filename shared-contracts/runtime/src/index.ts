/**
 * The shared entry of `@novavox/contracts-runtime`: the one contracts package Module Federation shares as a
 * singleton, so it holds only what must exist once at run time (the event bus, the navigation interface, the
 * runtime-config context, the call-setup state that follows the bus) and the types of the boundaries between
 * the shell and the remotes. Whatever the shell's copy would freeze (catalogs, copy, route tables, logic, UI)
 * is in the other contracts packages, which each app bundles itself (docs/architecture.md, "Contracts").
 * Its public surface is reviewed in shared-entry.api.md.
 */

export type { ParseResult } from '@novavox/contracts-experiments';
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
export type {
  CallExperienceProps,
  CallTriggerProps,
  ContactModalProps,
  DemoModalProps,
  LandingPageProps,
  ModalProps,
  OldHomePageProps,
  PrivacyPageProps,
  SignupPageProps,
  SignupStatusPageProps,
  TermsPageProps,
  TestsDashboardPageProps,
  VariantDebugPageProps,
  WaitlistModalProps,
} from './remote-props';
export type { RuntimeConfig } from './runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
export { useBusEvent, useBusHistory } from './use-event-bus';
