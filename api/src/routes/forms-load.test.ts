import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnApi } from '../testing/spawn-api';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';

const signUp = (email: string) => ({
  firstName: 'Load',
  lastName: 'Test',
  email,
  source: 'load',
  consentVersion: WAITLIST_CONSENT.version,
});

let api: TestServer;
beforeEach(async () => {
  api = await startTestServer({ env: { FORM_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterEach(() => api.close());

/** Bounded by count, not time: on a loaded 2-core machine a thousand sign-ups through two processes take a while. */
const LOAD_TIMEOUT_MS = 120_000;

describe('1000 concurrent waitlist posts', () => {
  it(
    'end with 1000 rows when every e-mail differs',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 1000 }, (_, i) => postJson(`${api.url}/forms/waitlist`, signUp(`user${i}@example.com`))),
      );
      expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
      expect(await rowCount(api.db, 'waitlist_signups')).toBe(1000);
      expect(await rowCount(api.db, 'mail_outbox')).toBe(1000);
    },
    LOAD_TIMEOUT_MS,
  );

  it(
    'end with one row per e-mail when 250 addresses sign up four times each, in mixed case',
    async () => {
      const emails = Array.from({ length: 1000 }, (_, i) => {
        const email = `person${i % 250}@example.com`;
        return i % 2 === 0 ? email : email.toUpperCase();
      });
      const responses = await Promise.all(emails.map((email) => postJson(`${api.url}/forms/waitlist`, signUp(email))));
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(new Set(['{"ok":true}']));
      expect(await rowCount(api.db, 'waitlist_signups')).toBe(250);
      expect(await storedNames(api)).toEqual(new Set(['Load Test']));
    },
    LOAD_TIMEOUT_MS,
  );
});

async function storedNames(server: TestServer): Promise<Set<string>> {
  const rows = await server.db.db.selectFrom('waitlist_signups').select('name').execute();
  return new Set(rows.map((row) => row.name));
}

describe('two api processes sharing one database', () => {
  it(
    'take 1000 concurrent sign-ups with 0 lost and 0 duplicated, and stay idempotent by e-mail',
    async () => {
      const processes = await Promise.all(
        [0, 1].map(() => spawnApi({ ...api.databaseEnv, FORM_RATE_LIMIT_PER_MINUTE: '100000' })),
      );
      try {
        const post = (i: number, email: string) =>
          postJson(`${processes[i % 2]?.url}/forms/waitlist`, signUp(email)).then((response) => response.status);
        const distinct = await Promise.all(Array.from({ length: 1000 }, (_, i) => post(i, `multi${i}@example.com`)));
        expect(distinct.filter((status) => status !== 201)).toEqual([]);
        expect(await rowCount(api.db, 'waitlist_signups')).toBe(1000);

        // The same 250 addresses through both processes at once, in both letter cases.
        const repeated = await Promise.all(
          Array.from({ length: 1000 }, (_, i) => {
            const email = `shared${i % 250}@example.com`;
            return post(i, i % 3 === 0 ? email.toUpperCase() : email);
          }),
        );
        expect(repeated.filter((status) => status !== 201)).toEqual([]);
        expect(await rowCount(api.db, 'waitlist_signups')).toBe(1250);
        expect(await storedNames(api)).toEqual(new Set(['Load Test']));
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
      }
    },
    LOAD_TIMEOUT_MS,
  );
});
