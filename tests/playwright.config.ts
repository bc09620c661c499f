import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '@novavox/contracts-site/chromium-path';
import { defineConfig, devices } from '@playwright/test';
import { mailPorts } from './support/mail-ports';
import { E2E_LINK_SIGNING_SECRET } from './support/share-link';
import { E2E_VISITOR_ID_SECRET } from './support/signed-visitor';
import { origin, portOffset } from './support/site';
import { E2E_TEAM } from './support/team-sign-in';
import { scaled } from './support/time-scale';

/**
 * End-to-end tests against the production build, served by the same command as the README's
 * "npm run site" (pnpm serve), with a fresh database in a temporary folder. Every timeout is stretched by
 * E2E_TIME_SCALE (support/time-scale.ts): bounds for "it never happened", never a measure of speed.
 */
const mail = mailPorts();
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'novavox-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/offset-${portOffset}` }]],
  // One folder per port offset: Playwright empties it at start, and parallel runs must not share it.
  outputDir: portOffset ? `test-results/offset-${portOffset}` : 'test-results/main',
  use: {
    baseURL: origin('shell'),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@phone-only|@alone/,
      testIgnore: /delivery/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, testIgnore: /delivery/ },
    // Tests titled `@alone` count what every visitor of the shared api adds: they run after the others, one at
    // a time.
    {
      name: 'alone',
      use: { ...devices['Desktop Chrome'] },
      grep: /@alone/,
      testIgnore: /delivery/,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
    // Shipping a remote changes what every page sees, so these run alone, after everything else, one at a
    // time (two ships at once would race on the releases' state file).
    {
      name: 'delivery',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /delivery/,
      dependencies: ['alone'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    // A real SMTP server first: the api mails the waitlist's confirmation and deletion links through it.
    {
      command: 'tsx support/smtp-inbox-server.ts',
      url: `http://127.0.0.1:${mail.view}/messages`,
      reuseExistingServer: !process.env.CI,
      timeout: scaled(30_000),
      stdout: 'pipe',
      env: { NOVAVOX_PORT_OFFSET: String(portOffset) },
    },
    {
      command: 'pnpm -C .. serve',
      url: `${origin('shell')}/remotes.json`,
      reuseExistingServer: !process.env.CI,
      timeout: scaled(60_000),
      stdout: 'pipe',
      env: {
        // The shell's give-up time for a remote, stretched like every other wait on a slow machine.
        PUBLIC_REMOTE_LOAD_TIMEOUT_MS: String(scaled(4000)),
        NOVAVOX_PORT_OFFSET: String(portOffset),
        API_DB_PATH: join(dataDir, 'novavox.db'),
        RELEASES_DIR: join(dataDir, 'releases'),
        SMTP_URL: `smtp://127.0.0.1:${mail.smtp}/`,
        // Signed in as a person, as in production (see e2e/fixtures.ts); every worker signs the admin in once,
        // and a reused local server sees many runs an hour, so the per-address limits are lifted here.
        TEAM_ADMIN_EMAILS: E2E_TEAM.admin,
        TEAM_MARKETING_EMAILS: `${E2E_TEAM.marketer},${E2E_TEAM.signInMarketer}`,
        TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '1000',
        TEAM_SIGN_INS_PER_ADDRESS_PER_HOUR: '1000',
        TEAM_SIGN_IN_MAILS_FROM_NEW_BROWSERS_PER_HOUR: '1000',
        MAILS_PER_ADDRESS_PER_HOUR: '1000',
        // Every browser of every spec asks from 127.0.0.1 to have its visitor id signed; specs sign the visitors
        // they seed with the same secret (support/signed-visitor.ts).
        NEW_VISITOR_IDS_PER_ADDRESS_PER_HOUR: '100000',
        VISITOR_ID_SECRET: E2E_VISITOR_ID_SECRET,
        // Share links of the results (experiments-memory.spec.ts signs an expired one with it).
        LINK_SIGNING_SECRET: E2E_LINK_SIGNING_SECRET,
      },
    },
  ],
});
