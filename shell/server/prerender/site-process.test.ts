// @vitest-environment node
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSite, waitForSite } from './site-process';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('startSite', () => {
  it("runs server-dist's serve-site.js on the prerender's port offset, from what is live, sending no events", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nvx-prerender-site-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // A stand-in for the site server that records what it was started with.
    const seen = join(dir, 'seen.json');
    await writeFile(
      join(dir, 'serve-site.js'),
      `require('node:fs').writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ offset: process.env.NOVAVOX_PORT_OFFSET, releases: process.env.RELEASES_DIR, events: process.env.PUBLIC_EVENTS_ENDPOINT }));`,
    );
    const site = startSite(dir, 7400, '/tmp/releases');
    await once(site, 'exit');
    expect(JSON.parse(await readFile(seen, 'utf8'))).toEqual({
      offset: '7400',
      releases: '/tmp/releases',
      events: 'off',
    });
  });
});

describe('waitForSite', () => {
  it('waits until the shell answers /remotes.json', async () => {
    let asked = 0;
    const server = createServer((req, res) => {
      asked += 1;
      res.writeHead(req.url === '/remotes.json' && asked >= 3 ? 200 : 503).end('{}');
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    await waitForSite(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(asked).toBe(3);
  });
});
