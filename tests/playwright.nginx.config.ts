import { localSiteOrigins } from '@novavox/contracts-site/topology';
import { throwawayCertificate } from '@novavox/shell/testing/throwaway-certificate';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { edgeFiles } from './support/edge-files';
import { origin, portOffset } from './support/site';

/**
 * The main journeys against the site behind nginx over https (`pnpm run serve:nginx`: the same build, the same
 * ports, the api's processes behind it): the landing page and its headers, a demo call, a sign-up confirmed from its e-mail,
 * the dashboard, each visitor's variant and copy in the first frame, and a remote shipped alone then rolled back. A handful of the suite's own tests, picked by title.
 */
const journeys = [
  'pages get a strict CSP listing every remote origin',
  'hashed assets are immutable and compressed',
  'only page routes fall back to index.html',
  'the landing page has no WCAG 2.1 AA violations',
  'the web call is a real demo',
  'a sign-up is confirmed by the link in its e-mail',
  'the dashboard shows the figures of a known event set',
  // The experiment state island, filled by nginx's SSI include on every page load.
  'every visitor sees their own hero copy from the first frame, and only that',
  'starting, pausing and shipping family_headline reaches fresh visitors on their next page load',
  // Created copy experiments (docs/copy-experiments.md): the copy island, filled by nginx's SSI include.
  'a created three-arm headline test paints each arm in the first frame',
  'copy shipped to every slot is painted in the first frame',
];
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const journeyTitles = new RegExp(journeys.map(escapeRegex).join('|'));

const [mailServer, site] = Array.isArray(base.webServer) ? base.webServer : [];
if (!mailServer || !site) throw new Error('playwright.config.ts must start the mail server and the site');

/**
 * Over https with HTTP/2, as on the internet: nginx gets a certificate made for this run, every origin the site
 * and the api know is https (their public URLs, the remotes, CORS and the CSP built from them), and the tests
 * speak https too (support/site.ts). Chromium takes the certificate with ignoreHTTPSErrors, Node (the tests' own
 * requests, `pnpm ship`) through NODE_EXTRA_CA_CERTS, which the workers inherit.
 */
process.env.E2E_SCHEME = 'https';
const files = edgeFiles();
const tls = throwawayCertificate(files.tlsDir);
process.env.NODE_EXTRA_CA_CERTS = tls.certificate;
const httpsOrigins = localSiteOrigins(portOffset).map((local) => local.replace(/^http:/, 'https:'));
const remoteUrls = Object.fromEntries(
  (['mf_marketing', 'mf_voice', 'mf_experiments', 'mf_legal'] as const).map((remote) => [
    `REMOTE_${remote.toUpperCase()}_URL`,
    `${origin(remote)}/mf-manifest.json`,
  ]),
);

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL: origin('shell'), ignoreHTTPSErrors: true },
  outputDir: `${base.outputDir}-nginx`,
  projects: [
    {
      name: 'nginx',
      use: { ...devices['Desktop Chrome'] },
      grep: journeyTitles,
      grepInvert: /@alone/,
      testIgnore: /delivery/,
    },
    { name: 'nginx-topology', testDir: './e2e-nginx', use: { ...devices['Desktop Chrome'] } },
    // As in playwright.config.ts: the journeys titled `@alone` run after the others, one at a time.
    {
      name: 'nginx-alone',
      use: { ...devices['Desktop Chrome'] },
      grep: new RegExp(`^(?=.*@alone)(?=.*(?:${journeyTitles.source}))`),
      testIgnore: /delivery/,
      dependencies: ['nginx', 'nginx-topology'],
      workers: 1,
    },
    {
      name: 'nginx-delivery',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /delivery\.spec/,
      grep: /a remote shipped alone is live on the next page load, and rolling back restores it/,
      dependencies: ['nginx-alone'],
      workers: 1,
    },
  ],
  webServer: [
    mailServer,
    {
      ...site,
      // Its output (the api's JSON log lines among it) is kept for the edge's tests.
      command: `pnpm -C .. run serve:nginx 2>&1 | tee -a ${JSON.stringify(files.siteLog)}`,
      url: `${origin('shell')}/remotes.json`,
      ignoreHTTPSErrors: true,
      // Stopped as an operator stops it: the launcher takes SIGTERM and stops nginx, then each api process, in order.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      env: {
        ...site.env,
        NGINX_TLS_CERTIFICATE: tls.certificate,
        NGINX_TLS_CERTIFICATE_KEY: tls.key,
        NGINX_LOG_DIR: files.nginxLogDir,
        PUBLIC_SITE_URL: origin('shell'),
        PUBLIC_API_URL: origin('api'),
        SITE_ORIGINS: httpsOrigins.join(','),
        ...remoteUrls,
      },
    },
  ],
});
