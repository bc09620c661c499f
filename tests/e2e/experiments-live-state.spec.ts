import type { APIRequestContext, Browser } from '@playwright/test';
import { holdExperiment } from '../support/experiment-lock';
import { freshVisit } from '../support/fresh-visit';
import { origin } from '../support/site';
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
