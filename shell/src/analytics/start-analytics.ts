import { analyticsEventFromBus } from '@novavox/contracts-api/analytics';
import { visitorIdEndpointFor } from '@novavox/contracts-api/visitor-ids';
import { getVisitorId, shownInFrame } from '@novavox/contracts-experiments/experiment-rules';
import { type NovaVoxEventType, type RuntimeConfig, subscribe } from '@novavox/contracts-runtime';
import type { AnalyticsSink } from './analytics-sink';
import { createFirstPartySink } from './first-party-sink';
import { signVisitorId } from './signed-visitor-id';
import { visitLanding } from './visit-landing-store';

const ANALYTICS_EVENT_TYPES: NovaVoxEventType[] = [
  'experiment/impression',
  'experiment/conversion',
  'form/submitted',
  'voice/call-started',
];

export interface Analytics {
  pageView(path: string, title: string): void;
  /** Stops forwarding bus events (tests, and a shell that is torn down). */
  stop(): void;
}

/**
 * What startAnalytics reads of the browser: whether it sends Global Privacy Control (`Sec-GPC: 1`), and whether
 * the page is shown inside a frame. The site may be framed only by itself (`frame-ancestors 'self'`), which the
 * dashboard does for its previews: a team member looking at a variant, never a visit.
 */
export interface AnalyticsBrowser {
  globalPrivacyControl: boolean;
  shownInFrame?: boolean;
}

function browserPrivacySignals(): AnalyticsBrowser {
  const nav =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { globalPrivacyControl?: boolean });
  return { globalPrivacyControl: nav?.globalPrivacyControl === true, shownInFrame: shownInFrame() };
}

/** A preview in the dashboard's frames: it counts nothing, so that looking at a variant never moves its figures. */
const COUNTING_NOTHING: Analytics = { pageView: () => {}, stop: () => {} };

/**
 * The one place analytics are wired: the first-party collector when an events endpoint is configured,
 * GA4 and PostHog only when their keys are. Their code is imported on demand, so a site without keys
 * downloads no analytics code at all. A browser that sends Global Privacy Control asks not to have its data
 * shared with third parties: it gets only the first-party count, never GA4 or PostHog.
 */
export function startAnalytics(config: RuntimeConfig, browser: AnalyticsBrowser = browserPrivacySignals()): Analytics {
  if (browser.shownInFrame) return COUNTING_NOTHING;
  const sinks: AnalyticsSink[] = [];
  const pending: (() => void)[] = [];
  let ready = false;
  const whenReady = (action: () => void) => (ready ? action() : pending.push(action));

  if (config.endpoints.events) {
    const visitorIdSigned = signVisitorId(visitorIdEndpointFor(config.endpoints.events));
    sinks.push(createFirstPartySink(config.endpoints.events, { visitorId: () => getVisitorId(), visitorIdSigned }));
  }

  const loaders: Promise<AnalyticsSink | null>[] = [];
  const { gaMeasurementId, posthogKey, posthogHost } = browser.globalPrivacyControl
    ? { gaMeasurementId: null, posthogKey: null, posthogHost: null }
    : config.analytics;
  if (gaMeasurementId) loaders.push(import('./ga4-sink').then(({ createGa4Sink }) => createGa4Sink(gaMeasurementId)));
  if (posthogKey) {
    loaders.push(import('./posthog-sink').then(({ createPosthogSink }) => createPosthogSink(posthogKey, posthogHost)));
  }
  void Promise.all(loaders.map((loader) => loader.catch(() => null))).then((loaded) => {
    for (const sink of loaded) if (sink) sinks.push(sink);
    ready = true;
    for (const action of pending.splice(0)) action();
  });

  // Taken when the shell starts, on the visit's first page: impressions carry it for the segments.
  const landing = visitLanding(window.location, sessionStorageOrUndefined());
  const unsubscribe = subscribe(ANALYTICS_EVENT_TYPES, (busEvent) => {
    const event = analyticsEventFromBus(busEvent, { pagePath: window.location.pathname, now: Date.now(), landing });
    if (!event) return;
    whenReady(() => {
      for (const sink of sinks) sink.event(event);
    });
  });

  return {
    pageView: (path, title) =>
      whenReady(() => {
        for (const sink of sinks) sink.pageView(path, title);
      }),
    stop: unsubscribe,
  };
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
