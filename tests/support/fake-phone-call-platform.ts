import type { Page } from '@playwright/test';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type, x-user-id',
  'Access-Control-Allow-Methods': 'GET, POST',
};

/**
 * The phone-call endpoint as it answers on a server with the voice platform's keys: it says calls are
 * available (GET) and queues every call asked for (POST). The api under test has no keys, so without this the
 * dialog hides the number field and says phone calls are unavailable.
 */
export async function fakePhoneCallPlatform(page: Page): Promise<void> {
  await page.route('**/create_phone_call', async (route) => {
    const method = route.request().method();
    if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if (method === 'GET') return route.fulfill({ status: 200, headers: CORS, json: { available: true } });
    return route.fulfill({ status: 201, headers: CORS, json: { callId: 'call-fake-platform', status: 'queued' } });
  });
}
