import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@novavox/contracts-site/free-port';
import type { Page } from '@playwright/test';
import { E2E_VISITOR_ID_SECRET } from './signed-visitor';
import { origin } from './site';
import { scaled } from './time-scale';
import { untilAnswering } from './until-answering';

/**
 * A second api, with the voice platform's keys, for the specs about phone calls through the real api: the site's
 * own e2e api has no keys and answers every call with 503. This one is the built api (`api/dist/server.js`),
 * started on a free port of 127.0.0.1 with its own throwaway database, and its voice platform is a fake one on
 * 127.0.0.1 too (the api reaches the platform at VAPI_API_URL, `POST {url}/call`), which queues every call and
 * remembers the number it was asked to ring. Nothing leaves the machine.
 */
const workspace = resolve(import.meta.dirname, '../..');
const FAKE_KEY = 'e2e-voice-platform-key';

export interface PhoneCallApi {
  url: string;
  /** The numbers the fake voice platform was asked to ring, in E.164, in order. */
  dialled: string[];
  /** Sends the page's phone-call requests to this api instead of the site's own. */
  serve(page: Page): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => done(text));
    request.on('error', fail);
  });
}

/** The voice platform's outbound-call endpoint as it answers a good key: 201 with the queued call. */
async function startFakeVoicePlatform(dialled: string[]): Promise<{ url: string; server: Server }> {
  let calls = 0;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method !== 'POST' || request.url !== '/call') return json(404, { message: 'Not Found' });
    if (request.headers.authorization !== `Bearer ${FAKE_KEY}`) return json(401, { message: 'Unauthorized' });
    const number = (JSON.parse(body) as { customer?: { number?: string } }).customer?.number;
    if (typeof number !== 'string') return json(400, { message: 'customer.number is required' });
    dialled.push(number);
    calls += 1;
    return json(201, { id: `call-e2e-${calls}`, status: 'queued' });
  });
  return { url: `http://127.0.0.1:${await listen(server)}`, server };
}

export async function startPhoneCallApi(): Promise<PhoneCallApi> {
  const dialled: string[] = [];
  const platform = await startFakeVoicePlatform(dialled);
  const dataDir = mkdtempSync(join(tmpdir(), 'novavox-phone-api-'));
  // A port nobody listens on now: the api gets it by its configuration, as in production.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const api = spawn(process.execPath, [join(workspace, 'api/dist/server.js')], {
    cwd: join(workspace, 'api'),
    env: {
      PATH: process.env.PATH,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_DB_PATH: join(dataDir, 'phone-calls.db'),
      // The browser's pages are the site's: the same origins as the site's own api allows.
      SITE_ORIGINS: origin('shell'),
      VISITOR_ID_SECRET: E2E_VISITOR_ID_SECRET,
      VAPI_PRIVATE_KEY: FAKE_KEY,
      VAPI_PHONE_NUMBER_ID: 'e2e-phone-number',
      VAPI_ASSISTANT_ID: 'e2e-assistant',
      VAPI_API_URL: platform.url,
      // Every format of every viewport rings the same number: the fraud limits are not under test here.
      PHONE_CALLS_PER_NUMBER_PER_HOUR: '1000',
      PHONE_CALLS_PER_ADDRESS_PER_HOUR: '1000',
      PHONE_CALLS_PER_USER_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  api.stdout?.on('data', keep);
  api.stderr?.on('data', keep);
  const close = async () => {
    if (api.exitCode === null) {
      const exited = new Promise((done) => api.once('exit', done));
      api.kill('SIGTERM');
      await exited;
    }
    await new Promise((done) => platform.server.close(done));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilAnswering(`${url}/health`, {
      timeoutMs: scaled(30_000),
      failure: () => `The phone-call api did not answer at ${url}/health:\n${output}`,
      gone: () => (api.exitCode === null ? undefined : `The phone-call api exited (${api.exitCode}):\n${output}`),
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    dialled,
    close,
    async serve(page) {
      await page.route('**/create_phone_call', (route) =>
        route.continue({ url: `${url}/create_phone_call${new URL(route.request().url()).search}` }),
      );
    },
  };
}
