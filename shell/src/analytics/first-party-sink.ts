import { ANALYTICS_BATCH_MAX_EVENTS, type AnalyticsEventDraft } from '@novavox/contracts-api/analytics';
import { settleImpression, visitorHashKey } from '@novavox/contracts-experiments/experiment-rules';
import type { AnalyticsSink } from './analytics-sink';

const FLUSH_AFTER_MS = 2000;
/** Retries wait 1, 2, 4 … seconds, at most this long, so a visitor back online is counted soon. */
const MAX_BACKOFF_MS = 15_000;
/** Where unsent events wait across page loads. */
export const EVENT_QUEUE_KEY = 'nvx_event_queue';
/** The oldest events go first when a visitor stays offline very long. */
const MAX_QUEUED_EVENTS = 500;

type QueuedEvent = AnalyticsEventDraft & { event_id: string };

/** What `POST /events` answers with 202: events it refused are named `events.<index>.<field>`. */
interface EventsAnswer {
  refused?: Record<string, string>;
}

export interface FirstPartySinkOptions {
  visitorId: () => string | null;
  storage?: Storage | null;
  send?: typeof fetch;
  /** Records the api's answer for an impression (nvx_seen_*); tests pass their own. */
  settle?: (experimentId: string, accepted: boolean) => void;
  /**
   * Settles once the visitor id has been signed (or could not be): nothing is sent before, so the first batch
   * carries the signed id (signed-visitor-id.ts).
   */
  visitorIdSigned?: Promise<unknown>;
}

/**
 * Sends events to the api's POST /events so that none is lost: each gets an id once (the api stores an id once,
 * so sending again is safe), the queue is kept in localStorage across page loads, a failed batch is sent again
 * with growing pauses, and the queue is sent with `keepalive` when the page is hidden or left. An impression is
 * marked logged only when the api has accepted it.
 */
export function createFirstPartySink(
  endpoint: string,
  options: FirstPartySinkOptions,
): AnalyticsSink & { flush(): void } {
  const send = options.send ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const settle = options.settle ?? ((id: string, accepted: boolean) => settleImpression(id, accepted));
  let queue: QueuedEvent[] = load(storage);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let failures = 0;
  let waitingForSignature = options.visitorIdSigned !== undefined;
  void options.visitorIdSigned?.finally(() => {
    waitingForSignature = false;
    flush();
  });

  const persist = () => save(storage, queue);
  const schedule = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      flush();
    }, delay);
  };

  /** Sends the oldest batch; the next one follows its answer. */
  function flush(): void {
    if (inFlight || queue.length === 0 || waitingForSignature) return;
    if (timer) clearTimeout(timer);
    timer = null;
    upgradeVisitorIds();
    const batch = queue.slice(0, ANALYTICS_BATCH_MAX_EVENTS);
    inFlight = true;
    send(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: batch }),
      keepalive: true,
      credentials: 'omit',
    })
      .then(async (response) => {
        // A batch the api can never take (malformed) is dropped; anything else is tried again later.
        if (response.status === 422)
          return done(batch, Object.fromEntries(batch.map((_, i) => [`events.${i}`, 'bad'])));
        if (!response.ok) throw new Error(`POST /events answered ${response.status}`);
        const answer = (await response.json().catch(() => ({}))) as EventsAnswer;
        done(batch, answer.refused ?? {});
      })
      .catch(() => {
        failures += 1;
        schedule(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1)));
      })
      .finally(() => {
        inFlight = false;
        if (failures === 0 && queue.length > 0) schedule(0);
      });
  }

  function done(batch: QueuedEvent[], refused: Record<string, string>): void {
    failures = 0;
    const refusedIndexes = new Set(Object.keys(refused).map((field) => Number(field.split('.')[1])));
    const sent = new Set(batch.map((event) => event.event_id));
    batch.forEach((event, index) => {
      if (event.name === 'experiment_impression' && event.event_category !== 'debug_test')
        settle(event.experiment_id, !refusedIndexes.has(index));
    });
    queue = queue.filter((event) => !sent.has(event.event_id));
    persist();
  }

  /**
   * Events queued under the visitor's id before the api signed it (on an earlier page load, too) carry the signed
   * id instead: the same visitor, and only a signed id counts.
   */
  function upgradeVisitorIds(): void {
    const current = options.visitorId();
    const base = current ? visitorHashKey(current) : null;
    if (!current || base === current) return;
    let changed = false;
    queue = queue.map((event) => {
      if (event.visitor_id !== base) return event;
      changed = true;
      return { ...event, visitor_id: current };
    });
    if (changed) persist();
  }

  /** On leaving: what is queued goes out with keepalive; it stays queued until answered, so nothing is lost. */
  function sendOnExit(): void {
    if (queue.length === 0 || inFlight) return;
    flush();
  }

  function enqueue(event: AnalyticsEventDraft): void {
    const visitorId = event.visitor_id ?? options.visitorId() ?? undefined;
    // The api refuses an impression without a visitor (storage blocked): nothing to send.
    if (event.name === 'experiment_impression' && visitorId === undefined) return;
    queue.push({ ...event, ...(visitorId ? { visitor_id: visitorId } : {}), event_id: newEventId() } as QueuedEvent);
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(queue.length - MAX_QUEUED_EVENTS);
    persist();
    if (queue.length >= ANALYTICS_BATCH_MAX_EVENTS) flush();
    else if (!timer && failures === 0) schedule(FLUSH_AFTER_MS);
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') sendOnExit();
    });
    window.addEventListener('pagehide', sendOnExit);
  }
  // Events left from an earlier page load go out soon.
  if (queue.length > 0) schedule(FLUSH_AFTER_MS);

  return {
    pageView: (path, title) =>
      enqueue({ name: 'page_view', page_path: path, page_title: title, occurred_at: Date.now() }),
    event: enqueue,
    flush,
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function load(storage: Storage | null): QueuedEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(EVENT_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (event): event is QueuedEvent => typeof event?.event_id === 'string' && typeof event?.name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function save(storage: Storage | null, queue: QueuedEvent[]): void {
  try {
    if (queue.length === 0) storage?.removeItem(EVENT_QUEUE_KEY);
    else storage?.setItem(EVENT_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // A full or blocked storage keeps the queue for this page only.
  }
}

/** 128 random bits as hex: unique per event, within the api's id rule. */
function newEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
