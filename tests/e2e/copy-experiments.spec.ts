import { randomUUID } from 'node:crypto';
import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import { referenceHashV2 } from '@novavox/contracts-experiments/testing';
import type { APIRequestContext, Browser } from '@playwright/test';
import { signUpAndConfirm } from '../support/confirmed-signup';
import { frameTexts, recordFrameTexts } from '../support/frame-texts';
import { holdHeroHeadline } from '../support/hero-headline-slot';
import { jsonAt } from '../support/json-at';
import { untilLive } from '../support/live-page';
import { signedVisitor } from '../support/signed-visitor';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

// Issue 48 (docs/copy-experiments.md): a created headline test paints each visitor's arm in the first frame, counts
// each arm's visitors and confirmed sign-ups, and shipping and rolling back change the page for new visitors without
// a deploy.

const armOf = (experimentId: string, visitorId: string): 'A' | 'B' | 'C' => {
  const hash = referenceHashV2(`nvx_${experimentId}`, visitorId);
  return hash < 1 / 3 ? 'A' : hash < 2 / 3 ? 'B' : 'C';
};

/** Every text the hero's headline shows, from before any script to the live app. */
const HEADLINE = 'section[aria-labelledby="hero-title"] h1';
const HEADLINES = '__nvxHeadlines';

/** A fresh visitor with this (signed) id loads `/` until live; returns every headline a frame could show. */
async function headlinesSeen(browser: Browser, visitorId: string): Promise<string[]> {
  const context = await browser.newContext();
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await context.addInitScript((id) => {
    localStorage.setItem('nvx_qa_allow_automation', 'true');
    if (!localStorage.getItem('nvx_uid')) localStorage.setItem('nvx_uid', id);
  }, visitorId);
  await context.addInitScript(recordFrameTexts, { key: HEADLINES, selector: HEADLINE });
  try {
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('#root[data-prerendered]').count(), 'the page is prerendered').toBe(1);
    await untilLive(page, scaled(15_000));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const seen = await page.evaluate(frameTexts, HEADLINES);
    expect(problems).toEqual([]);
    return seen;
  } finally {
    await context.close();
  }
}

/**
 * A visitor with this (signed) id loads `/` until the live app has sent its impression of `experimentId` and the
 * api accepted it: the impression a created experiment's arm is counted by (docs/copy-experiments.md).
 */
async function impressionAccepted(browser: Browser, visitorId: string, experimentId: string): Promise<void> {
  const context = await browser.newContext();
  await context.addInitScript((id) => {
    localStorage.setItem('nvx_qa_allow_automation', 'true');
    localStorage.setItem('nvx_uid', id);
  }, visitorId);
  try {
    const page = await context.newPage();
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/events') &&
        (response.request().postData() ?? '').includes(`"experiment_id":"${experimentId}"`),
      { timeout: scaled(20_000) },
    );
    await page.goto('/');
    const response = await sent;
    expect(response.status()).toBe(202);
    expect(await response.json()).not.toHaveProperty('refused');
  } finally {
    await context.close();
  }
}

/** The created experiment's run in the stats the dashboard's cards read: [views, confirmed sign-ups] per arm. */
async function runFigures(request: APIRequestContext, experimentId: string) {
  const response = await request.get(`${origin('api')}/analytics/ab-stats?startDate=today&endDate=today`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    experiments: { id: string; run: { variants: { key: string; views: number; conversions: number }[] } | null }[];
  };
  const run = body.experiments.find((experiment) => experiment.id === experimentId)?.run;
  return Object.fromEntries((run?.variants ?? []).map((arm) => [arm.key, [arm.views, arm.conversions]]));
}

/** A change the api took (201), answered with the experiment. */
async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<{ experiment: { id: string } }> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { experiment: { id: string } };
}

test('a created three-arm headline test paints each arm in the first frame; ship and rollback need no deploy', async ({
  browser,
}) => {
  test.slow();
  // Held with the coded headline experiment showing its control: its arms would cover the created test's copy.
  const { marketer, done } = await holdHeroHeadline();
  try {
    // The headline's current copy: the default, or what an earlier ship left there.
    const slots = await jsonAt<{ slots: { location?: string; current: string; defaultText: string }[] }>(
      marketer,
      `${origin('api')}/admin/copy/slots`,
    );
    const headline = slots.slots.find((slot) => slot.defaultText === copySlots.hero_headline.defaultText);
    const before = headline?.current ?? copySlots.hero_headline.defaultText;
    const arms = {
      A: before,
      B: `Calls that care, ${randomUUID().slice(0, 6)}. Every single day.`,
      C: `A friendly voice for Mom & Dad ${randomUUID().slice(0, 4)}`,
    };
    const created = await ok(
      await marketer.post(`${origin('api')}/admin/copy/experiments`, {
        data: {
          name: 'Headline: care, every day',
          hypothesis: 'A warmer headline gets more sign-ups.',
          variants: [{ hero_headline: arms.A }, { hero_headline: arms.B }, { hero_headline: arms.C }],
        },
      }),
    );
    const id = created.experiment.id as string;
    await ok(await marketer.post(`${origin('api')}/admin/copy/experiments/${id}/start`, { data: {} }));

    // One fresh visitor per arm, picked by the independent hash; each sees only their arm, from the first frame.
    const visitors: Partial<Record<'A' | 'B' | 'C', string>> = {};
    while (Object.keys(visitors).length < 3) {
      const visitorId = randomUUID();
      visitors[armOf(id, visitorId)] ??= visitorId;
    }
    for (const arm of ['A', 'B', 'C'] as const) {
      const visitorId = signedVisitor(visitors[arm] as string);
      await expect
        .poll(async () => headlinesSeen(browser, visitorId), { timeout: scaled(20_000), message: `arm ${arm}` })
        .toEqual([arms[arm]]);
    }

    // Counted like a coded experiment: each arm's visitor once (however often they came), and the confirmed
    // sign-ups to the visitor's arm. By hand: one visitor per arm; A's and C's confirm, B's does not.
    for (const arm of ['A', 'B', 'C'] as const) {
      await impressionAccepted(browser, signedVisitor(visitors[arm] as string), id);
    }
    await signUpAndConfirm(marketer, signedVisitor(visitors.A as string), `${randomUUID()}@example.com`);
    await signUpAndConfirm(marketer, signedVisitor(visitors.C as string), `${randomUUID()}@example.com`);
    await expect
      .poll(async () => runFigures(marketer, id), { timeout: scaled(10_000) })
      .toEqual({ A: [1, 1], B: [1, 0], C: [1, 1] });

    // Ship B: a new visitor (any arm) sees B from the first frame, no deploy.
    await ok(
      await marketer.post(`${origin('api')}/admin/copy/experiments/${id}/ship`, {
        data: { variant: 'B', reason: 'e2e: B won' },
      }),
    );
    await expect
      .poll(async () => headlinesSeen(browser, signedVisitor(visitors.C as string)), { timeout: scaled(20_000) })
      .toEqual([arms.B]);

    // Roll back: the old copy is back for new visitors.
    await ok(
      await marketer.post(`${origin('api')}/admin/copy/experiments/${id}/rollback`, { data: { reason: 'e2e' } }),
    );
    await expect
      .poll(async () => headlinesSeen(browser, signedVisitor(visitors.B as string)), { timeout: scaled(20_000) })
      .toEqual([before]);
  } finally {
    await done();
  }
});
