// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EDGE_LIMITS } from './edge';
import { type NginxConfigInputs, nginxConfig } from './nginx-config';

function config(api: NonNullable<NginxConfigInputs['api']>, limits: NginxConfigInputs['limits'] = []): string {
  return nginxConfig({
    prefix: '/tmp/p',
    logDir: '/tmp/logs',
    tls: null,
    redirectPort: null,
    workerConnections: 1024,
    limits,
    host: '127.0.0.1',
    remotes: [],
    api,
    releasesDir: '/tmp/r',
    shellOrigins: [],
    brotliModule: null,
    mimeTypes: '/etc/nginx/mime.types',
    workerUser: null,
  });
}

function upstream(text: string): string[] {
  const start = text.indexOf('  upstream novavox_api {');
  return text
    .slice(start, text.indexOf('  }', start))
    .split('\n')
    .map((line) => line.trim());
}

/** Each location of the api's server with its directives, from the generated text. */
function locations(text: string): Map<string, string[]> {
  const server = text.slice(text.indexOf('  # api'));
  const found = new Map<string, string[]>();
  for (const match of server.matchAll(/\n {4}location ([^{]+?) \{\n([\s\S]*?)\n {4}\}/g)) {
    found.set(
      match[1] as string,
      (match[2] as string).split('\n').map((line) => line.trim()),
    );
  }
  return found;
}

describe("the api's upstream", () => {
  it('marks a drained process down, and never marks one failed', () => {
    expect(upstream(config({ port: 8787, processPorts: [8797, 8798], drainedPorts: [8798] }))).toEqual([
      'upstream novavox_api {',
      'server 127.0.0.1:8797 max_fails=0;',
      'server 127.0.0.1:8798 down;',
      'keepalive 16;',
      'keepalive_timeout 4s;',
      '',
    ]);
  });

  it.each([
    ['with the edge limits', EDGE_LIMITS],
    ['without them', []],
  ])('retries a POST that may have been received only where the api stores it once, %s', (_, limits) => {
    const found = locations(config({ port: 8787, processPorts: [8797] }, limits));
    const retried = [...found].filter(([, lines]) =>
      lines.includes('proxy_next_upstream error timeout non_idempotent;'),
    );
    expect(retried.map(([location]) => location)).toEqual(['= /events', '= /forms/waitlist']);
    for (const [location, lines] of found) {
      if (location.startsWith('@')) continue;
      expect(lines.filter((line) => line.startsWith('proxy_next_upstream'))).toHaveLength(1);
    }
    expect(found.get('/')).toContain('proxy_next_upstream error timeout;');
  });

  it('keeps the edge limit of the prefix that covers a retried path', () => {
    const found = locations(config({ port: 8787, processPorts: [8797] }, EDGE_LIMITS));
    const forms = EDGE_LIMITS.find((limit) => limit.locations.includes('^~ /forms/'));
    const events = EDGE_LIMITS.find((limit) => limit.locations.includes('= /events'));
    expect(found.get('= /forms/waitlist')).toContain(`limit_req zone=${forms?.zone} burst=${forms?.burst} nodelay;`);
    expect(found.get('= /events')).toContain(`limit_req zone=${events?.zone} burst=${events?.burst} nodelay;`);
    expect(found.get('^~ /forms/')).toContain('proxy_next_upstream error timeout;');
  });
});
