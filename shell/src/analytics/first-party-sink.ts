import { ANALYTICS_BATCH_MAX_EVENTS, type AnalyticsEventInput } from '@novavox/shared-contracts/analytics';
import type { AnalyticsSink } from './analytics-sink';

const FLUSH_AFTER_MS = 2000;

/**
 * Batches events for api's POST /events. It flushes after a short pause, when the batch is full, and when
 * the page is hidden (keepalive lets the last batch outlive the page).
 */
export function createFirstPartySink(
  endpoint: string,
  context: { visitorId: () => string | null },
  send: typeof fetch = (...args) => fetch(...args),
): AnalyticsSink & { flush(): void } {
  let queue: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const events = queue.slice(0, ANALYTICS_BATCH_MAX_EVENTS);
      queue = queue.slice(ANALYTICS_BATCH_MAX_EVENTS);
      send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
        keepalive: true,
        credentials: 'omit',
      }).catch(() => {
        // Analytics must never disturb the visitor; a lost batch is acceptable.
      });
    }
  }

  function enqueue(event: AnalyticsEventInput): void {
    const visitorId = context.visitorId();
    queue.push(visitorId && !event.visitor_id ? { ...event, visitor_id: visitorId } : event);
    if (queue.length >= ANALYTICS_BATCH_MAX_EVENTS) flush();
    else if (!timer) timer = setTimeout(flush, FLUSH_AFTER_MS);
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    pageView: (path, title) =>
      enqueue({ name: 'page_view', page_path: path, page_title: title, occurred_at: Date.now() }),
    event: enqueue,
    flush,
  };
}
