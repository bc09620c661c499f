import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, eventBusStore, resetEventBus, subscribe } from './event-bus';

afterEach(() => resetEventBus());

describe('event bus', () => {
  it('delivers an event only to subscribers of its type', () => {
    const contact = vi.fn();
    const waitlist = vi.fn();
    const offContact = subscribe('contact/open', contact);
    const offWaitlist = subscribe('waitlist/open', waitlist);
    emit({ type: 'waitlist/open', source: 'hero' });
    expect(waitlist).toHaveBeenCalledWith(
      { type: 'waitlist/open', source: 'hero' },
      expect.objectContaining({ seq: 1 }),
    );
    expect(contact).not.toHaveBeenCalled();
    offContact();
    offWaitlist();
  });

  it('delivers events emitted from inside a handler exactly once each', () => {
    const seen: string[] = [];
    const off = subscribe(['contact/open', 'modal/close'], (event) => {
      seen.push(event.type);
      if (event.type === 'contact/open') emit({ type: 'modal/close' });
    });
    emit({ type: 'contact/open' });
    expect(seen).toEqual(['contact/open', 'modal/close']);
    off();
  });

  it('stops delivering after unsubscribe and keeps a bounded history', () => {
    const handler = vi.fn();
    const off = subscribe('demo/open', handler);
    off();
    for (let i = 0; i < 60; i++) emit({ type: 'demo/open' });
    expect(handler).not.toHaveBeenCalled();
    expect(eventBusStore.getState().records).toHaveLength(50);
  });
});
