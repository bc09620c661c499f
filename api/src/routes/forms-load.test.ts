import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';

const signUp = (email: string) => ({ firstName: 'Load', lastName: 'Test', email, source: 'load' });

let api: TestServer;
beforeEach(async () => {
  api = await startTestServer({ env: { FORM_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterEach(() => api.close());

describe('1000 concurrent waitlist posts', () => {
  it('end with 1000 rows when every e-mail differs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => postJson(`${api.url}/forms/waitlist`, signUp(`user${i}@example.com`))),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1000);
    expect(rowCount(api.db, 'waitlist_signups')).toBe(1000);
  });

  it('end with one row per e-mail when 250 addresses sign up four times each, in mixed case', async () => {
    const emails = Array.from({ length: 1000 }, (_, i) => {
      const email = `person${i % 250}@example.com`;
      return i % 2 === 0 ? email : email.toUpperCase();
    });
    const responses = await Promise.all(emails.map((email) => postJson(`${api.url}/forms/waitlist`, signUp(email))));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(250);
    expect(rowCount(api.db, 'waitlist_signups')).toBe(250);
    const submissions = api.db.prepare('SELECT SUM(submissions) AS total FROM waitlist_signups').get();
    expect(submissions).toEqual({ total: 1000 });
  });
});
