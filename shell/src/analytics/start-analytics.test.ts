import { emit, type RuntimeConfig, resetEventBus } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Analytics, startAnalytics } from './start-analytics';

const posthog = vi.hoisted(() => ({ init: vi.fn(), capture: vi.fn() }));
vi.mock('posthog-js', () => ({ default: posthog }));

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

function config(env: Record<string, string>): RuntimeConfig {
  return buildRuntimeConfig({ PUBLIC_EVENTS_ENDPOINT: 'off', ...env });
}

function gaCalls(): unknown[][] {
  return ((window as GtagWindow).dataLayer ?? []).map((entry) => Array.from(entry));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The calls to POST /events (the live page also asks the api once to sign the visitor id). */
const eventCalls = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.filter((call) => String(call[0]).endsWith('/events'));

/** Fake timers, and a first-party collector that accepts every batch (204); returns the fetch it stands in. */
function acceptingCollector() {
  vi.useFakeTimers();
  const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

beforeEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
  posthog.init.mockClear();
  posthog.capture.mockClear();
});
let running: Analytics | null = null;
function start(runtimeConfig: RuntimeConfig, globalPrivacyControl = false): Analytics {
  running = startAnalytics(runtimeConfig, { globalPrivacyControl });
  return running;
}

afterEach(() => {
  running?.stop();
  running = null;
  resetEventBus();
  vi.unstubAllGlobals();
});

describe('startAnalytics without keys', () => {
  it('loads no analytics code and makes no calls', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const analytics = start(config({}));
    await settle();
    analytics.pageView('/', 'Home');
    emit({ type: 'experiment/impression', experimentId: 'cta_layout', variantId: 'B' });
    await settle();
    expect((window as GtagWindow).gtag).toBeUndefined();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('startAnalytics with a GA4 measurement id', () => {
  it('injects gtag.js once and sends page views and experiment events', async () => {
    const analytics = start(config({ PUBLIC_GA_ID: 'G-TEST123' }));
    await vi.waitFor(() => expect(document.querySelector('script[src*="googletagmanager"]')).not.toBeNull());
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(gaCalls()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);

    analytics.pageView('/tos', 'Terms');
    emit({ type: 'experiment/conversion', experimentId: 'cta_button_color', variantId: 'D', label: 'waitlist' });
    emit({ type: 'form/submitted', form: 'waitlist', source: 'facebook' });
    expect(gaCalls()).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/tos', page_title: 'Terms' }),
    ]);
    expect(gaCalls()).toContainEqual([
      'event',
      'experiment_conversion',
      expect.objectContaining({
        experiment_id: 'cta_button_color',
        variant_id: 'D',
        event_category: 'experiment',
        event_label: 'waitlist',
      }),
    ]);
    expect(gaCalls()).toContainEqual([
      'event',
      'generate_lead',
      expect.objectContaining({ form: 'waitlist', source: 'facebook', method: 'waitlist' }),
    ]);
    expect(posthog.init).not.toHaveBeenCalled();
  });
});

describe('startAnalytics with a PostHog key', () => {
  it('initialises PostHog with the configured host and page-view capture, and forwards events', async () => {
    start(config({ PUBLIC_POSTHOG_KEY: 'phc_test', PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com' }));
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled());
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ api_host: 'https://eu.i.posthog.com', capture_pageview: 'history_change' }),
    );
    emit({ type: 'experiment/impression', experimentId: 'subheadline', variantId: 'C', category: 'debug_test' });
    expect(posthog.capture).toHaveBeenCalledWith(
      'experiment_impression',
      expect.objectContaining({ experiment_id: 'subheadline', variant_id: 'C', event_category: 'debug_test' }),
    );
    expect((window as GtagWindow).gtag).toBeUndefined();
  });
});

describe('startAnalytics while the browser sends Global Privacy Control', () => {
  it('loads neither GA4 nor PostHog, and still counts the visit first-party', async () => {
    const fetchSpy = acceptingCollector();
    const analytics = start(buildRuntimeConfig({ PUBLIC_GA_ID: 'G-TEST123', PUBLIC_POSTHOG_KEY: 'phc_test' }), true);
    await vi.runAllTimersAsync();
    analytics.pageView('/', 'Home');
    await vi.advanceTimersByTimeAsync(2500);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect((window as GtagWindow).gtag).toBeUndefined();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(eventCalls(fetchSpy)).toHaveLength(1);
    expect((eventCalls(fetchSpy)[0] as unknown as [string])[0]).toBe('http://127.0.0.1:8787/events');
  });

  it('reads the signal from navigator.globalPrivacyControl when not told', async () => {
    // The same configuration loads gtag.js without the signal: the check below cannot pass by being too early.
    running = startAnalytics(config({ PUBLIC_GA_ID: 'G-TEST123' }));
    await vi.waitFor(() => expect(document.querySelector('script[src*="googletagmanager"]')).not.toBeNull());
    running.stop();
    document.head.innerHTML = '';
    delete (window as GtagWindow).gtag;
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    running = startAnalytics(config({ PUBLIC_GA_ID: 'G-TEST123' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect((window as GtagWindow).gtag).toBeUndefined();
  });
});

describe('startAnalytics with the first-party events endpoint', () => {
  it('batches page views and bus events to POST /events', async () => {
    const fetchSpy = acceptingCollector();
    const analytics = start(buildRuntimeConfig({}));
    await vi.runAllTimersAsync();
    analytics.pageView('/', 'Home');
    emit({ type: 'experiment/impression', experimentId: 'family_headline', variantId: 'A' });
    expect(eventCalls(fetchSpy)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2500);
    expect(eventCalls(fetchSpy)).toHaveLength(1);
    const [url, init] = eventCalls(fetchSpy)[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8787/events');
    const body = JSON.parse(String(init.body)) as { events: { name: string }[] };
    expect(body.events.map((event) => event.name)).toEqual(['page_view', 'experiment_impression']);
    expect(init.keepalive).toBe(true);
  });

  it('sends with each impression where the visit landed and came from (the segments)', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/pricing?utm_source=Newsletter');
    const fetchSpy = acceptingCollector();
    start(buildRuntimeConfig({}));
    await vi.runAllTimersAsync();
    window.history.replaceState(null, '', '/waitlist');
    emit({ type: 'experiment/impression', experimentId: 'family_headline', variantId: 'A' });
    emit({ type: 'voice/call-started', demo: true });
    await vi.advanceTimersByTimeAsync(2500);
    const [, init] = eventCalls(fetchSpy)[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { events: Record<string, unknown>[] };
    expect(body.events).toEqual([
      expect.objectContaining({
        name: 'experiment_impression',
        landing_path: '/pricing',
        traffic_source: 'newsletter',
      }),
      expect.not.objectContaining({ landing_path: expect.anything() }),
    ]);
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('sends a web call that started as demo_call_started, with this visitor’s id', async () => {
    localStorage.clear();
    localStorage.setItem('nvx_uid', 'visitor-42');
    const fetchSpy = acceptingCollector();
    start(buildRuntimeConfig({}));
    await vi.runAllTimersAsync();
    emit({ type: 'voice/call-started', demo: true });
    await vi.advanceTimersByTimeAsync(2500);
    expect(eventCalls(fetchSpy)).toHaveLength(1);
    const [, init] = eventCalls(fetchSpy)[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { events: Record<string, unknown>[] };
    expect(body.events).toEqual([
      expect.objectContaining({ name: 'demo_call_started', visitor_id: 'visitor-42', page_path: '/' }),
    ]);
    localStorage.clear();
  });
});

describe("startAnalytics in one of the dashboard's preview frames", () => {
  it('counts no page view and no impression, where the same page at the top counts both', async () => {
    const fetchSpy = acceptingCollector();
    const impression = () => emit({ type: 'experiment/impression', experimentId: 'family_headline', variantId: 'B' });
    running = startAnalytics(buildRuntimeConfig({}), { globalPrivacyControl: false, shownInFrame: true });
    await vi.runAllTimersAsync();
    running.pageView('/', 'Home');
    impression();
    await vi.advanceTimersByTimeAsync(2500);
    expect(eventCalls(fetchSpy)).toHaveLength(0);
    running.stop();

    running = startAnalytics(buildRuntimeConfig({}), { globalPrivacyControl: false, shownInFrame: false });
    await vi.runAllTimersAsync();
    running.pageView('/', 'Home');
    impression();
    await vi.advanceTimersByTimeAsync(2500);
    expect(eventCalls(fetchSpy).length).toBeGreaterThan(0);
  });
});
