import type { AnalyticsEventDraft } from '@novavox/contracts-api/analytics';
import type { AnalyticsSink } from './analytics-sink';

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * A thin gtag.js wrapper, loaded only when a measurement id is configured. gtag and dataLayer are
 * defined here rather than in an inline script, so the CSP needs no 'unsafe-inline'.
 */
export function createGa4Sink(measurementId: string, win: Window = window, doc: Document = document): AnalyticsSink {
  const target = win as unknown as GtagWindow;
  target.dataLayer = target.dataLayer ?? [];
  const dataLayer = target.dataLayer;
  target.gtag =
    target.gtag ??
    function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects in dataLayer
      dataLayer.push(arguments);
    };
  const gtag = target.gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  doc.head.appendChild(script);

  return {
    pageView: (path, title) =>
      gtag('event', 'page_view', { page_path: path, page_title: title, page_location: win.location.href }),
    event: (event) => {
      const [name, params] = gaEvent(event);
      gtag('event', name, params);
    },
  };
}

/** A sign-up is GA4's recommended generate_lead event; experiment events keep their names and params. */
function gaEvent(event: AnalyticsEventDraft): [string, Record<string, unknown>] {
  const { name, occurred_at: _at, visitor_id: _visitor, ...params } = event;
  if (event.name === 'form_submission') return ['generate_lead', { ...params, method: event.form }];
  return [name, params];
}
