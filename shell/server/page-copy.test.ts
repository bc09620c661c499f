// @vitest-environment node

import { defaultExperimentStates, newVisitorId } from '@novavox/contracts-experiments';
import type { CopyDocument } from '@novavox/contracts-experiments/copy-document';
import { referenceHashV2 } from '@novavox/contracts-experiments/testing';
import type { RuntimeConfig } from '@novavox/contracts-runtime';
import type { VariantMarkup } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { bundleFirstFrameScript } from '../build/build-servers';
import { withPageSlotCopy } from '../src/config/page-slot-copy';
import { liveCopyDocument } from './live-experiment-states';
import { fillPageIslands, variantIslands } from './page-islands';

// esbuild needs Node's own TextEncoder (hence the node environment); the shared setup clears localStorage.
globalThis.localStorage ??= new JSDOM('', { url: 'http://127.0.0.1/' }).window.localStorage;

// The prerendered landing page as the marketing remote marks it: the headline one span per sentence, a button.
const DEFAULT_HEADLINE = 'Know Mom and Dad are doing well, every single day';
const root = [
  '<div id="root">',
  `<h1 class="h" data-nvx-slot="hero_headline" data-nvx-slot-lines=""><span class="line">${DEFAULT_HEADLINE}</span></h1>`,
  '<button data-nvx-slot="closing_cta_label">Join the Waitlist</button>',
  '</div>',
].join('');
const codedHeadline: VariantMarkup = {
  experiments: {
    family_headline: {
      variants: ['A', 'B', 'C', 'D', 'E', 'F'],
      weightsVersion: 1,
      patches: { B: [{ p: [0, 0, 0], t: 'Coded B headline' }] },
    },
  },
};
const request = (visitorId: string | null = null) => ({ search: '', cookies: {}, visitorId });
const notStarted = defaultExperimentStates(false);
const threeArms: CopyDocument = {
  slotCopy: { closing_cta_label: 'Save my place' },
  running: [
    {
      id: 'copy_0123456789ab',
      runId: 'run-1',
      page: '/',
      variants: [
        { key: 'A', copy: { hero_headline: DEFAULT_HEADLINE } },
        { key: 'B', copy: { hero_headline: 'Calls that care. Every single day.' } },
        { key: 'C', copy: { hero_headline: 'A friendly voice for Mom, daily' } },
      ],
    },
  ],
};

/** The copy as the site's server keeps it live, asked of `fetch` on a clock the test moves, never renewed in the background. */
const liveCopy = (fetch: typeof globalThis.fetch, now: () => number, log: (message: string) => void = () => {}) =>
  liveCopyDocument({
    url: 'http://api.test/experiments/copy',
    fallback: { slotCopy: {}, running: [] },
    fetch,
    now,
    keepFreshForMs: 0,
    log,
  });

describe('copy from the dashboard in the first frame', () => {
  const script = bundleFirstFrameScript();
  const page = async (markup: VariantMarkup = { experiments: {} }) =>
    `<!doctype html>${root}${variantIslands(markup, await script)}`;

  /** What the first frame shows (the inline script has run, no app yet) and what the live app would render. */
  function firstFrame(html: string, storage: Record<string, string> = {}) {
    const dom = new JSDOM(html, {
      url: 'http://127.0.0.1/',
      runScripts: 'dangerously',
      beforeParse: (window) => {
        for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      },
    });
    const { document, localStorage } = dom.window;
    const env = { storage: localStorage, search: '', userAgent: 'Mozilla/5.0 Chrome/140', webdriver: false };
    const app = withPageSlotCopy({ slotCopy: {} } as unknown as RuntimeConfig, document, env).slotCopy ?? {};
    return {
      h1: document.querySelector('h1') as HTMLElement,
      button: document.querySelector('button')?.textContent,
      app,
      visitor: localStorage.getItem('nvx_uid'),
    };
  }

  it('shows shipped copy to every visitor, and the live app reads the same copy', async () => {
    const shipped: CopyDocument = { slotCopy: { closing_cta_label: 'Save my place' }, running: [] };
    for (const visitorId of [null, newVisitorId()]) {
      const frame = firstFrame(fillPageIslands(await page(), notStarted, request(visitorId), shipped));
      expect(frame.button).toBe('Save my place');
      expect(frame.h1.textContent).toBe(DEFAULT_HEADLINE);
      expect(frame.app.closing_cta_label).toBe('Save my place');
    }
  });

  it("shows each fresh visitor their arm's copy, one span per sentence, as the hash says", async () => {
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 30; visitor++) {
      const visitorId = newVisitorId();
      const html = fillPageIslands(await page(), notStarted, request(visitorId), threeArms);
      const frame = firstFrame(html, { nvx_uid: visitorId });
      const hash = referenceHashV2('nvx_copy_0123456789ab', visitorId);
      const arm = hash < 1 / 3 ? 'A' : hash < 2 / 3 ? 'B' : 'C';
      seen.add(arm);
      const expected = {
        A: [DEFAULT_HEADLINE],
        B: ['Calls that care.', 'Every single day.'],
        C: ['A friendly voice for Mom, daily'],
      }[arm];
      const spans = [...frame.h1.children].map((span) => `${span.className}:${span.textContent}`);
      expect(spans).toEqual(expected.map((line) => `line:${line}`));
      // The markup React renders for the same text: spans joined by one space.
      expect(frame.h1.textContent).toBe(expected.join(' '));
      expect(frame.app.hero_headline).toBe(expected.join(' '));
      expect(frame.button).toBe('Save my place');
    }
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
  }, 60_000);

  it('leaves a slot to a coded experiment showing one of its arms', async () => {
    const shipped: CopyDocument = { slotCopy: { hero_headline: 'Shipped headline' }, running: [] };
    const forced = { search: '', cookies: { nvx_force_family_headline: 'B' }, visitorId: null };
    const coded = fillPageIslands(await page(codedHeadline), notStarted, forced, shipped);
    expect(firstFrame(coded, { nvx_force_family_headline: 'B' }).h1.textContent).toBe('Coded B headline');
    const control = fillPageIslands(await page(codedHeadline), notStarted, request(), shipped);
    expect(firstFrame(control).h1.textContent).toBe('Shipped headline');
  });

  it('sets copy as text: markup-like copy and "&" land as characters, never as elements', async () => {
    const hostile = '</script><script>window.hit=1</script> & <b>bold</b> &amp;';
    const html = fillPageIslands(await page(), notStarted, request(), {
      slotCopy: { closing_cta_label: hostile },
      running: [],
    });
    expect(html).not.toContain('<script>window.hit');
    expect(html).not.toContain('<b>bold');
    const frame = firstFrame(html);
    expect(frame.button).toBe(hostile);
    expect(frame.h1.ownerDocument.querySelector('b')).toBeNull();
    expect((frame.h1.ownerDocument.defaultView as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('shows the defaults while the api is down, and the copy once it answers', async () => {
    let down = true;
    const fetch = vi.fn(async () => {
      if (down) throw new TypeError('fetch failed');
      return Response.json(threeArms);
    });
    let time = 0;
    const copy = liveCopy(fetch, () => time);
    const frame = firstFrame(fillPageIslands(await page(), notStarted, request(), await copy()));
    expect(frame.button).toBe('Join the Waitlist');
    expect(frame.h1.textContent).toBe(DEFAULT_HEADLINE);
    down = false;
    time += 2_000;
    const later = firstFrame(fillPageIslands(await page(), notStarted, request(), await copy()));
    expect(later.button).toBe('Save my place');
  });

  it('keeps the last known copy when the api fails or answers garbage', async () => {
    const answers: unknown[] = [threeArms, 'down', { slotCopy: 'nope' }];
    const fetch = vi.fn(async () => {
      const answer = answers.shift();
      if (answer === 'down') throw new TypeError('fetch failed');
      return Response.json(answer);
    });
    let time = 0;
    const log = vi.fn();
    const copy = liveCopy(fetch, () => time, log);
    expect(await copy()).toEqual(threeArms);
    time += 2_000;
    expect(await copy()).toEqual(threeArms);
    time += 2_000;
    expect(await copy()).toEqual(threeArms);
    expect(log).toHaveBeenCalledWith(
      'Copy: http://api.test/experiments/copy failed (fetch failed); serving the last known copy.',
    );
  });
});
