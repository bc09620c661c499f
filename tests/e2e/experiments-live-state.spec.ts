import { experimentById } from '@novavox/contracts-experiments';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { holdExperiment } from '../support/experiment-lock';
import { frameTexts, recordFrameTexts } from '../support/frame-texts';
import { freshVisit } from '../support/fresh-visit';
import { untilLive } from '../support/live-page';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

// Changing an experiment in the api reaches a fresh visitor on the next page load, with no restart. The changes
// are made through the admin api with the signed-in team admin's session (e2e/fixtures.ts), as a script would.

test('starting, pausing and shipping family_headline reaches fresh visitors on their next page load', async ({
  browser,
  request,
}) => {
  test.slow();
  // experiments-controls.spec.ts changes family_headline too: one at a time.
  const release = await holdExperiment('family_headline');
  try {
    await startPauseShip(browser, request);
  } finally {
    release();
  }
});

async function startPauseShip(browser: Browser, request: APIRequestContext) {
  const change = async (action: string, body: Record<string, unknown> = {}) => {
    const response = await request.post(`${origin('api')}/admin/experiments/family_headline/${action}`, {
      data: body,
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const stateOf = async () => {
    const response = await request.get(`${origin('shell')}/config.json`);
    return ((await response.json()) as { experiments: Record<string, { status: string }> }).experiments.family_headline
      ?.status;
  };

  await change('start', { reason: 'e2e: live state' });
  await expect.poll(stateOf, { timeout: 15_000 }).toBe('running');
  const running = await freshVisit(browser);
  expect(running.variant).toMatch(/^[A-F]$/);
  expect(running.impressions).toBe(1);

  await change('pause');
  await expect.poll(stateOf, { timeout: 15_000 }).toBe('paused');
  const paused = await freshVisit(browser);
  expect(paused.impressions).toBe(0);
  expect(paused.variant).toContain('Peace of mind for you.');

  await change('conclude', { winner: 'B' });
  await expect.poll(stateOf, { timeout: 15_000 }).toBe('concluded');
  for (let visitor = 0; visitor < 2; visitor++) {
    const shipped = await freshVisit(browser);
    expect(shipped.impressions).toBe(0);
    expect(shipped.variant).toContain('Worried about Mom living alone?');
  }

  const history = await request.get(`${origin('api')}/admin/experiments/family_headline/history`);
  const { changes } = (await history.json()) as { changes: { action: string }[] };
  expect(changes.map((entry) => entry.action).slice(-3)).toEqual(['start', 'pause', 'conclude']);
}

// Each visitor's own variant is on the first frame of a prerendered page: an observer installed before any
// script records every text the hero's headline and call-to-action show, from the parser's first insertion
// to the live app's commit, and each must show exactly one.
type Tested = 'family_headline' | 'cta_button_text';
const tested: Tested[] = ['family_headline', 'cta_button_text'];

interface ExperimentStatus {
  status: string;
  winner?: string;
  weights?: Record<string, number>;
}

/** The experiment states in a JSON answer; once more on a reset socket (a kept-alive connection the server closed). */
async function experimentsAt(request: APIRequestContext, url: string): Promise<Record<string, ExperimentStatus>> {
  const response = await request.get(url).catch((error: unknown) => {
    if (!String(error).includes('ECONNRESET')) throw error;
    return request.get(url);
  });
  return ((await response.json()) as { experiments: Record<string, ExperimentStatus> }).experiments;
}

/** What pages are served with (the site asks the api at most every two seconds). */
const statesOf = (request: APIRequestContext) => experimentsAt(request, `${origin('shell')}/config.json`);

async function change(request: APIRequestContext, id: Tested, action: string, body: Record<string, unknown> = {}) {
  const response = await request.post(`${origin('api')}/admin/experiments/${id}/${action}`, {
    data: { reason: 'e2e: first frame', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Every visitor of a running experiment gets `variant`: the only one with a weight. */
function onlyWeight(id: Tested, variant: string): Record<string, number> {
  return Object.fromEntries(experimentById(id).variants.map((entry) => [entry.key, entry.key === variant ? 1 : 0]));
}

interface Seen {
  headline: string[];
  cta: string[];
}

/** The hero's headline and first button, each text a frame can show recorded from before any script (frame-texts.ts). */
const HERO_TEXTS = {
  headline: { key: '__nvxSeenHeadline', selector: 'section[aria-labelledby="hero-title"] h1' },
  cta: { key: '__nvxSeenCta', selector: 'section[aria-labelledby="hero-title"] button' },
};

async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext();
  const problems: string[] = [];
  // Playwright's webdriver flag would make every visitor a bot; a real visitor is what is tested here.
  await context.addInitScript(() => localStorage.setItem('nvx_qa_allow_automation', 'true'));
  await context.addInitScript(recordFrameTexts, HERO_TEXTS.headline);
  await context.addInitScript(recordFrameTexts, HERO_TEXTS.cta);
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { context, problems };
}

/** Loads `/` (plus `search`) until it is live, and returns the texts the hero showed meanwhile. */
async function heroTexts(context: BrowserContext, search = ''): Promise<Seen> {
  const page = await context.newPage();
  await page.goto(`/${search}`);
  expect(await page.locator('#root[data-prerendered]').count(), 'the page is prerendered').toBe(1);
  await untilLive(page, scaled(15_000));
  // A text the live app would change after its commit would show within a few frames.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const seen: Seen = {
    headline: await page.evaluate(frameTexts, HERO_TEXTS.headline.key),
    cta: await page.evaluate(frameTexts, HERO_TEXTS.cta.key),
  };
  await page.close();
  return seen;
}

function expected(id: Tested, variant: string): string {
  const entry = experimentById(id).variants.find((candidate) => candidate.key === variant);
  if (!entry) throw new Error(`${id} has no variant ${variant}`);
  return id === 'family_headline' ? entry.description : entry.name;
}

test('every visitor sees their own hero copy from the first frame, and only that', async ({ browser, request }) => {
  test.slow();
  // Other specs change family_headline too: one at a time (cta_button_text is held for symmetry).
  const releases = [await holdExperiment('family_headline'), await holdExperiment('cta_button_text')];
  try {
    await firstFrameJourney(browser, request);
  } finally {
    for (const release of releases) release();
  }
});

async function firstFrameJourney(browser: Browser, request: APIRequestContext) {
  const before = await statesOf(request);
  const waitFor = async (id: Tested, ok: (state: ExperimentStatus) => boolean) => {
    await expect
      .poll(async () => ok((await statesOf(request))[id] as ExperimentStatus), { timeout: scaled(15_000) })
      .toBe(true);
  };
  try {
    for (const id of tested) {
      // Each variant in turn is the only one with a weight, so a new visitor is assigned it.
      for (const { key } of experimentById(id).variants) {
        const weights = onlyWeight(id, key);
        const state = (await experimentsAt(request, `${origin('api')}/experiments/state`))[id];
        await change(request, id, state?.status === 'running' ? 'weights' : 'start', { weights });
        await waitFor(
          id,
          (s) => s.status === 'running' && s.weights?.[key] === 1 && s.weights?.A === (key === 'A' ? 1 : 0),
        );
        const { context, problems } = await newVisitor(browser);
        try {
          const first = await heroTexts(context);
          const field = id === 'family_headline' ? 'headline' : 'cta';
          expect(first[field], `${id} ${key}, new visitor`).toEqual([expected(id, key)]);
          // Returning: the stored assignment, again in the first frame.
          const again = await heroTexts(context);
          expect(again[field], `${id} ${key}, returning visitor`).toEqual([expected(id, key)]);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }

    // Forced by URL and by the debug page's stored force, while each experiment runs with other weights.
    for (const id of tested) {
      const field = id === 'family_headline' ? 'headline' : 'cta';
      const { context, problems } = await newVisitor(browser);
      try {
        expect((await heroTexts(context, `?nvx_${id}=D`))[field], `${id} forced by URL`).toEqual([expected(id, 'D')]);
        const page = await context.newPage();
        await page.goto('/variant-debug');
        await page.getByLabel('Experiment').selectOption(id);
        await page.getByLabel('Force variant').selectOption('E');
        await expect(page.getByText(`Currently forcing: ${id} → variant E`)).toBeVisible();
        await page.close();
        expect((await heroTexts(context))[field], `${id} forced on the debug page`).toEqual([expected(id, 'E')]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }

    // Forced while its experiment is paused: a page carries only the markup some rule can pick, so the forced
    // variant's must come with the request (the URL, or the cookie the debug page writes beside its force).
    await change(request, 'cta_button_text', 'pause');
    await waitFor('cta_button_text', (s) => s.status === 'paused');
    {
      const { context, problems } = await newVisitor(browser);
      try {
        expect((await heroTexts(context, '?nvx_cta_button_text=D')).cta, 'forced by URL while paused').toEqual([
          expected('cta_button_text', 'D'),
        ]);
        const page = await context.newPage();
        await page.goto('/variant-debug');
        await page.getByLabel('Experiment').selectOption('cta_button_text');
        await page.getByLabel('Force variant').selectOption('E');
        await expect(page.getByText('Currently forcing: cta_button_text → variant E')).toBeVisible();
        await page.close();
        expect((await heroTexts(context)).cta, 'forced on the debug page while paused').toEqual([
          expected('cta_button_text', 'E'),
        ]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }

    // A shipped winner.
    await change(request, 'family_headline', 'conclude', { winner: 'C' });
    await waitFor('family_headline', (s) => s.status === 'concluded' && s.winner === 'C');
    const { context, problems } = await newVisitor(browser);
    try {
      expect((await heroTexts(context)).headline, 'shipped winner').toEqual([expected('family_headline', 'C')]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  } finally {
    // Back to what the other tests found: a concluded experiment with its winner, anything else paused
    // (which, like not started, shows everyone the control).
    for (const id of tested) {
      const was = before[id];
      // The api's own answer: /config.json may still show a state from up to two seconds ago.
      const now = (await experimentsAt(request, `${origin('api')}/experiments/state`))[id];
      if (was?.status === 'concluded' && was.winner) {
        if (now?.status === 'concluded' && now.winner === was.winner) continue;
        if (now?.status !== 'running') await change(request, id, 'start');
        await change(request, id, 'conclude', { winner: was.winner });
        continue;
      }
      if (now?.status === 'concluded' || now?.status === 'not_started') await change(request, id, 'start');
      if (now?.status !== 'paused') await change(request, id, 'pause');
    }
  }
}
