import { pagePolicy } from '../support/page-policy';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

test('pages get a strict CSP listing every remote origin, and security headers', async ({ request }) => {
  const response = await request.get('/');
  const csp = pagePolicy(response.headers(), await response.text());
  // frame-ancestors works only from the header (our Node server puts the rest in the page, nginx sends it all);
  // only the site's own pages may frame it (the dashboard's copy preview).
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  for (const remote of ['mf_marketing', 'mf_voice', 'mf_experiments', 'mf_legal'] as const) {
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin(remote)}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin(remote)}`));
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('hashed assets are immutable and compressed; manifests are no-cache with CORS for the shell', async ({
  request,
}) => {
  const manifestResponse = await request.get(`${origin('mf_legal')}/mf-manifest.json`, {
    headers: { Origin: origin('shell'), 'Accept-Encoding': 'br, gzip' },
  });
  expect(manifestResponse.headers()['access-control-allow-origin']).toBe(origin('shell'));
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await request.get(`${origin('mf_legal')}/${manifest.metaData.remoteEntry.name}`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['content-encoding']).toBe('br');

  const foreign = await request.get(`${origin('mf_legal')}/mf-manifest.json`, {
    headers: { Origin: 'http://evil.example' },
  });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});

test('only page routes fall back to index.html, with 404 where the site has no page; a missing script is a 404', async ({
  request,
}) => {
  const known = await request.get('/TOS/');
  expect(known.status()).toBe(200);
  expect(known.headers()['content-type']).toContain('text/html');
  const unknown = await request.get('/some/deep/page');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('text/html');
  expect(await unknown.text()).toContain('<div id="root">');
  const script = await request.get('/static/js/does-not-exist.js');
  expect(script.status()).toBe(404);
  const traversal = await request.get('/..%2f..%2fpackage.json');
  expect([400, 404]).toContain(traversal.status());
});

test('robots.txt and sitemap.xml are real files built from the route table', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /admin/tests');
  expect(text).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/privacy</loc>');
  expect(sitemap).not.toContain('/admin/tests');
});

test('the api answers its health check', async ({ request }) => {
  const health = await request.get(`${origin('api')}/health`);
  expect(await health.json()).toEqual({ ok: true, service: 'novavox-api' });
});
