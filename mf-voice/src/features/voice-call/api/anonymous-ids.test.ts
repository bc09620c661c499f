import { describe, expect, it } from 'vitest';
import { anonymousVisitorId, newInterviewId } from './anonymous-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('anonymous ids', () => {
  it('the visitor id is a UUID kept across requests', () => {
    const first = anonymousVisitorId();
    expect(first).toMatch(UUID);
    expect(anonymousVisitorId()).toBe(first);
  });

  it('without storage every request gets a new id', () => {
    expect(anonymousVisitorId(null)).not.toBe(anonymousVisitorId(null));
  });

  it('every interview gets its own id', () => {
    expect(newInterviewId()).toMatch(UUID);
    expect(newInterviewId()).not.toBe(newInterviewId());
  });
});
