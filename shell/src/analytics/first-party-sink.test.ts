import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstPartySink, EVENT_QUEUE_KEY } from './first-party-sink';

type Sent = { events: { name: string; event_id: string; experiment_id?: string }[] };

const impression = (experimentId: string) => ({
  name: 'experiment_impression' as const,
  experiment_id: experimentId,
  variant_id: 'A',
  event_category: 'ab_test',
});

describe('the first-party events queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps unsent events across page loads, retries with growing pauses, and sends each id again unchanged', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('offline')));
    const settle = vi.fn();
    const first = createFirstPartySink('/events', { visitorId: () => 'v1', send: failing, settle });
    first.event(impression('cta_layout'));
    first.pageView('/', 'Home');
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(failing).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(settle).not.toHaveBeenCalled();
    const queued = JSON.parse(localStorage.getItem(EVENT_QUEUE_KEY) ?? '[]') as Sent['events'];
    expect(queued.map((event) => event.name)).toEqual(['experiment_impression', 'page_view']);

    // The next page load (a new sink) sends them, with the same ids, and marks the impression logged.
    const answers: Sent[] = [];
    const working = vi.fn((_url: unknown, init?: RequestInit) => {
      answers.push(JSON.parse(String(init?.body)) as Sent);
      return Promise.resolve(new Response(JSON.stringify({ ok: true, accepted: 2 }), { status: 202 }));
    });
    createFirstPartySink('/events', { visitorId: () => 'v1', send: working, settle });
    await vi.advanceTimersByTimeAsync(2000);
    expect(answers.map((body) => body.events.map((event) => event.event_id))).toEqual([
      queued.map((event) => event.event_id),
    ]);
    expect(settle).toHaveBeenCalledWith('cta_layout', true);
    expect(localStorage.getItem(EVENT_QUEUE_KEY)).toBeNull();
  });

  it('marks a refused impression not logged and drops it', async () => {
    const settle = vi.fn();
    const send = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: true, accepted: 1, refused: { 'events.1.experiment_id': 'not running' } }), {
          status: 202,
        }),
      ),
    );
    const sink = createFirstPartySink('/events', { visitorId: () => 'v2', send, settle });
    sink.event(impression('cta_layout'));
    sink.event(impression('subheadline'));
    sink.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(settle.mock.calls).toEqual([
      ['cta_layout', true],
      ['subheadline', false],
    ]);
    expect(localStorage.getItem(EVENT_QUEUE_KEY)).toBeNull();
  });

  it('sends what is queued with keepalive when the page is left', async () => {
    const send = vi.fn(() => new Promise<Response>(() => undefined));
    const sink = createFirstPartySink('/events', { visitorId: () => 'v3', send, settle: vi.fn() });
    sink.pageView('/a', 'A');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
  });

  it('sends no impression without a visitor id', () => {
    const sink = createFirstPartySink('/events', { visitorId: () => null, send: vi.fn(), settle: vi.fn() });
    sink.event(impression('cta_layout'));
    expect(localStorage.getItem(EVENT_QUEUE_KEY)).toBeNull();
  });
  it('sends nothing before the visitor id is signed, then sends queued events under the signed id', async () => {
    const uuid = '0192f0c4-7d2a-7c4e-9a1b-3f6c2d8e9a10';
    const signedId = `${uuid}.AbCdEfGhIjKlMnOpQrStUv`;
    let current = uuid;
    let signed: () => void = () => undefined;
    const bodies: Sent[] = [];
    const send = vi.fn((_url: unknown, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as Sent);
      return Promise.resolve(Response.json({ ok: true, accepted: 2 }, { status: 202 }));
    });
    const sink = createFirstPartySink('/events', {
      visitorId: () => current,
      send,
      settle: vi.fn(),
      visitorIdSigned: new Promise<void>((resolve) => {
        signed = resolve;
      }),
    });
    sink.event(impression('cta_layout'));
    sink.pageView('/', 'Home');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    current = signedId;
    signed();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(bodies[0]?.events.map((event) => (event as { visitor_id?: string }).visitor_id)).toEqual([
      signedId,
      signedId,
    ]);
  });
});
