import { WAITLIST_CONSENT } from '@novavox/shared-contracts/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { csvCell } from './admin';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('GET /admin/waitlist.csv', () => {
  it('exports every sign-up with its status and consent, under a header row', async () => {
    await postJson(`${api.url}/forms/waitlist`, {
      firstName: 'Ada',
      lastName: 'Lovelace, Countess',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      interest: 'My "dad"',
      receiveUpdates: false,
      source: 'newsletter',
      consentVersion: WAITLIST_CONSENT.version,
    });
    const response = await fetch(`${api.url}/admin/waitlist.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="waitlist.csv"');
    const [header, line, end] = (await response.text()).split('\r\n');
    expect(header).toBe(
      'id,email,first_name,last_name,name,phone,interest,receive_updates,source,status,consent_version,consent_at,confirmed_at,created_at,updated_at',
    );
    expect(line).toMatch(
      new RegExp(
        `^1,ada@example\\.com,Ada,"Lovelace, Countess","Ada Lovelace, Countess",'\\+44 20 7946 0958,"My ""dad""",0,newsletter,pending,${WAITLIST_CONSENT.version},\\d{4}-[^,]+,,\\d{4}-`,
      ),
    );
    expect(end).toBe('');
  });
});

describe('csvCell', () => {
  it.each([
    [null, ''],
    [7, '7'],
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['line\nbreak', '"line\nbreak"'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
