import { afterEach, describe, expect, it } from 'vitest';
import { newInterviewId, phoneCallUserId, RETIRED_VOICE_VISITOR_ID_KEY } from './anonymous-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const VISITOR = '0192f3a0-0000-7000-8000-000000000001.abcdefghijklmnopqrstuv';

afterEach(() => localStorage.clear());

describe('anonymous ids', () => {
  it("the user id is the site's visitor id", () => {
    expect(phoneCallUserId(VISITOR)).toBe(VISITOR);
  });

  it('forgets the id this remote used to keep, and a visitor who had one still gets a user id', () => {
    localStorage.setItem(RETIRED_VOICE_VISITOR_ID_KEY, '6f1c2d3e-4b5a-4c6d-8e7f-001122334455');
    expect(phoneCallUserId(VISITOR)).toBe(VISITOR);
    expect(localStorage.getItem(RETIRED_VOICE_VISITOR_ID_KEY)).toBeNull();
  });

  it('without a visitor id (storage blocked) every request gets a new id', () => {
    const first = phoneCallUserId(null, null);
    expect(first).toMatch(UUID);
    expect(phoneCallUserId(null, null)).not.toBe(first);
  });

  it('every interview gets its own id', () => {
    expect(newInterviewId()).toMatch(UUID);
    expect(newInterviewId()).not.toBe(newInterviewId());
  });
});
