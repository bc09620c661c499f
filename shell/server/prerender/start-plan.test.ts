import { describe, expect, it } from 'vitest';
import type { Snapshot } from './page-snapshot';
import { composedRemotes, startPlan } from './start-plan';

const SHELL = 'http://127.0.0.1:7000';
const MARKETING = 'http://127.0.0.1:7002';

const snapshot: Snapshot = {
  body: '',
  head: [],
  stylesheets: [],
  manifests: [`${MARKETING}/mf-manifest.json`],
  scripts: [
    `${SHELL}/static/js/index.1.js`,
    `${SHELL}/static/js/lib-react.2.js`,
    `${MARKETING}/static/js/mf_marketing.3.js`,
    `${MARKETING}/static/js/async/hero.4.js`,
  ],
  fetches: [`${SHELL}/remotes.json`, `${SHELL}/config.json`, `${MARKETING}/mf-manifest.json`],
};

describe('startPlan', () => {
  it("splits what the page loaded into the shell's own scripts and files and each remote's manifest and scripts", () => {
    expect(startPlan('/static/js/index.1.js', snapshot, SHELL)).toEqual({
      entry: '/static/js/index.1.js',
      // The entry runs last, on its own.
      scripts: [`${SHELL}/static/js/lib-react.2.js`],
      fetches: [`${SHELL}/remotes.json`, `${SHELL}/config.json`],
      remotes: [
        {
          manifest: `${MARKETING}/mf-manifest.json`,
          scripts: [`${MARKETING}/static/js/mf_marketing.3.js`, `${MARKETING}/static/js/async/hero.4.js`],
        },
      ],
    });
  });
});

describe('composedRemotes', () => {
  it("keeps each known remote's manifest path and ignores other origins", () => {
    const origins = new Map([[MARKETING, 'mf_marketing' as const]]);
    expect(
      composedRemotes(
        [`${MARKETING}/releases/abc/mf-manifest.json`, 'http://127.0.0.1:9999/mf-manifest.json'],
        origins,
      ),
    ).toEqual({ mf_marketing: '/releases/abc/mf-manifest.json' });
  });
});
