import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exposeVisitor, setRunCounters, useWatchHarness } from '../testing/watch-harness';
import { WATCH_ACTOR } from './end-dates';

const START = Date.parse('2026-11-02T09:00:00.000Z');
const ID = 'cta_button_color';

describe('end dates', () => {
  const harness = useWatchHarness(START);
  beforeEach(() => {
    harness.clock.now = START;
  });
  afterEach(() => harness.closeOthers());

  it('refuses an end date in the past, naming the field', async () => {
    const answer = await harness.change(ID, 'start', { end: { at: '2026-11-01T00:00:00.000Z', action: 'stop' } }, 400);
    expect(answer.fields).toEqual({ 'end.at': 'must be in the future' });
    const bad = await harness.change(ID, 'start', { end: { at: '2026-12-01T00:00:00.000Z', action: 'later' } }, 400);
    expect(bad.fields).toEqual({ 'end.action': 'must be one of stop, ship_winner, notify' });
  });

  it('stops a run whose end date passed, once, with two api processes watching', async () => {
    const endAt = new Date(START + 7 * DAY_MS).toISOString();
    await harness.change(ID, 'start', { end: { at: endAt, action: 'stop' } });
    const first = harness.watch();
    const second = await harness.secondProcess();
    await first.watchOnce();
    expect((await harness.history(ID)).map((change) => change.action)).toEqual(['start']);

    harness.advance(7 * DAY_MS + 60_000);
    if (harness.api.databaseEnv.DATABASE_URL) {
      await Promise.all([first.watchOnce(), second.watchOnce(), first.watchOnce()]);
    } else {
      // better-sqlite3 waits for a lock synchronously, so two connections of one test process cannot wait for each
      // other: the second process looks just after the first (two real processes also race, as on PostgreSQL).
      await Promise.all([first.watchOnce(), first.watchOnce()]);
    }
    await second.watchOnce();

    const history = await harness.history(ID);
    expect(history.map((change) => [change.action, change.actor])).toEqual([
      ['start', 'service token'],
      ['conclude', WATCH_ACTOR],
    ]);
    expect(history[1]?.after).toMatchObject({ status: 'concluded', winner: 'A' });
    // The team's one way of writing a moment, as the card's end-date line: not the stored ISO time.
    expect(history[1]?.reason).toBe('End date 9 Nov 2026, 09:00 UTC reached: stop and keep A');
    const mail = await harness.teamMail();
    expect(mail.map((row) => [row.recipient, row.subject])).toEqual([
      ['ada@novavox.test', `${ID}: end date reached, shipped A`],
      ['mo@novavox.test', `${ID}: end date reached, shipped A`],
    ]);
    expect(mail[0]?.text_body).toContain(
      `The end date of ${ID} (9 Nov 2026, 09:00 UTC) has come; it was set to stop and keep A.`,
    );
    expect(mail[0]?.text_body).toContain('Every visitor now sees A');
    const { alerts } = await harness.alerts(ID);
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'end', recipients: 2, sentAt: new Date(harness.clock.now).toISOString() }),
    ]);
  });

  it('only tells the team for notify: the run goes on, its end date cleared; a member who turned alerts off is not mailed', async () => {
    await harness.change(ID, 'start', { end: { at: new Date(START + DAY_MS).toISOString(), action: 'notify' } });
    await harness.api.db.db
      .insertInto('team_member_settings')
      .values({ email: 'mo@novavox.test', experiment_alerts: 0, updated_at: new Date(START).toISOString() })
      .execute();
    harness.advance(2 * DAY_MS);
    await exposeVisitor(harness.api.db, ID, 'a-visitor', 'B', harness.clock.now - 3_600_000);
    await harness.watch().watchOnce();
    await harness.watch().watchOnce();
    const history = await harness.history(ID);
    expect(history.map((change) => [change.action, change.actor])).toEqual([
      ['start', 'service token'],
      ['schedule', WATCH_ACTOR],
    ]);
    expect(history[1]?.after).toMatchObject({ status: 'running' });
    expect(history[1]?.after).not.toHaveProperty('end');
    expect((await harness.teamMail()).map((row) => [row.recipient, row.subject])).toEqual([
      ['ada@novavox.test', `${ID}: end date reached, team told`],
    ]);
  });

  it('keeps the end date through a pause and a new run of new weights, and clears it on request', async () => {
    const end = { at: new Date(START + 30 * DAY_MS).toISOString(), action: 'ship_winner' };
    await harness.change(ID, 'start', {});
    const scheduled = await harness.change(ID, 'schedule', { end });
    expect(scheduled.change?.after).toMatchObject({ status: 'running', end });
    await harness.change(ID, 'weights', { weights: { A: 1, B: 1, C: 1, D: 0 } });
    const paused = await harness.change(ID, 'pause', {});
    expect(paused.change?.after).toMatchObject({ status: 'paused', end });
    const cleared = await harness.change(ID, 'schedule', { end: null });
    expect(cleared.change?.after).not.toHaveProperty('end');
  });

  it.each([
    // 21 days of 500 visitors a day per arm: B at 7.5 % against A at 5 % is a significant win by then.
    ['ships the winner the verdict names', 0.075, 'B', 'the verdict ships B'],
    // The same traffic with B at A's rate: no winner, so it stops and keeps A.
    ['stops and keeps A without a winner', 0.05, 'A', 'no winner in the verdict, so stop and keep A'],
  ])('ship_winner %s', async (_name, rateB, winner, why) => {
    const endAt = new Date(START + 21 * DAY_MS).toISOString();
    const started = await harness.change(ID, 'start', {
      weights: { A: 1, B: 1, C: 0, D: 0 },
      end: { at: endAt, action: 'ship_winner' },
    });
    const runId = String(started.change?.after.runId);
    await setRunCounters(harness.api.db, ID, runId, { A: [10_500, 525], B: [10_500, Math.round(10_500 * rateB)] });
    harness.advance(21 * DAY_MS);
    await exposeVisitor(harness.api.db, ID, 'last-visitor', 'A', harness.clock.now - 60_000);
    await harness.watch().watchOnce();
    const history = await harness.history(ID);
    expect(history.map((change) => [change.action, change.actor, change.reason])).toEqual([
      ['start', 'service token', null],
      ['conclude', WATCH_ACTOR, `End date 23 Nov 2026, 09:00 UTC reached: ${why}`],
    ]);
    expect(history[1]?.after).toMatchObject({ status: 'concluded', winner });
    const mail = await harness.teamMail();
    expect(mail.map((row) => row.subject)).toContain(`${ID}: end date reached, shipped ${winner}`);
    // The mail names the choice in the dashboard's words for it.
    expect(mail[0]?.text_body).toContain(`it was set to ship the winner, else stop and keep A.`);
  });
});
