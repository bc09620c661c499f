import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { describe, expect, it } from 'vitest';
import { exposeVisitor, setRunCounters, useWatchHarness } from '../testing/watch-harness';
import { WATCH_ACTOR } from './end-dates';

const START = Date.parse('2026-11-02T00:00:00.000Z');
const ID = 'cta_button_color';
const PER_ARM_A_DAY = 300;
/** Contact messages per arm and day: B as A (4 %), C half as many (2 %). Sign-ups confirmed 5 % everywhere. */
const CONTACTS = { A: 12, B: 12, C: 6 } as const;

/**
 * docs/statistics.md S9, written out again from the formula (not the package's code): the upper end of the
 * always-valid interval of pC − pA at α and N*.
 */
function upperBound(nA: number, cA: number, nC: number, cC: number, alpha: number, tuning: number): number {
  const pA = cA / nA;
  const pC = cC / nC;
  const n = nA + nC;
  const rho2 = (-2 * Math.log(alpha) + Math.log(1 - 2 * Math.log(alpha))) / tuning;
  const se2 = (pA * (1 - pA)) / nA + (pC * (1 - pC)) / nC;
  const v = n * rho2 + 1;
  return pC - pA + Math.sqrt(se2 * n) * Math.sqrt((2 * v * Math.log(Math.sqrt(v) / alpha)) / (n * n * rho2));
}

describe('guardrails that pause', () => {
  const harness = useWatchHarness(START, { TEAM_MARKETING_EMAILS: '' });

  it('takes C out within the days the test needs when it harms a guardrail, once, with one history entry and one e-mail', async () => {
    // Two challengers, four guardrails: α 0.05 / 8; N* 5000 (docs/statistics.md S11).
    const alpha = 0.05 / 8;
    let needed = 1;
    while (
      upperBound(
        PER_ARM_A_DAY * needed,
        CONTACTS.A * needed,
        PER_ARM_A_DAY * needed,
        CONTACTS.C * needed,
        alpha,
        5000,
      ) >= 0
    )
      needed++;
    expect(needed).toBeGreaterThan(3);
    expect(needed).toBeLessThan(30);

    const started = await harness.change(ID, 'start', { weights: { A: 1, B: 1, C: 1, D: 0 } });
    const runId = String(started.change?.after.runId);
    const db = harness.api.db.db;
    for (let day = 1; day <= needed + 3; day++) {
      harness.clock.now = START + day * DAY_MS - 3_600_000;
      const views = PER_ARM_A_DAY * day;
      await setRunCounters(harness.api.db, ID, runId, {
        A: [views, 15 * day],
        B: [views, 15 * day],
        C: [views, 15 * day],
      });
      for (const [arm, count] of Object.entries(CONTACTS)) {
        for (let i = 0; i < count; i++) {
          const visitor = `v-${day}-${arm}-${i}`;
          await exposeVisitor(harness.api.db, ID, visitor, arm, harness.clock.now - 3_600_000);
          await db
            .insertInto('experiment_metric_visitors')
            .values({
              visitor_id: visitor,
              experiment_id: ID,
              metric_id: 'contact_sent',
              variant_id: arm,
              exposed_on: new Date(harness.clock.now).toISOString().slice(0, 10),
              day: new Date(harness.clock.now).toISOString().slice(0, 10),
            })
            .execute();
        }
      }
      await harness.watch().watchOnce();
      const history = await harness.history(ID);
      expect(history.length, `day ${day}`).toBe(day < needed ? 1 : 2);
    }

    const history = await harness.history(ID);
    expect(history[1]).toMatchObject({ action: 'weights', actor: WATCH_ACTOR });
    expect(history[1]?.after).toMatchObject({ status: 'running', weights: { A: 1, B: 1, C: 0, D: 0 } });
    const contactsA = CONTACTS.A * needed;
    const contactsC = CONTACTS.C * needed;
    const viewsPerArm = PER_ARM_A_DAY * needed;
    // Counts as the team reads them everywhere: grouped in thousands ("2,100").
    const grouped = (value: number) => value.toLocaleString('en-US');
    expect(viewsPerArm).toBeGreaterThanOrEqual(1000);
    expect(history[1]?.reason).toContain(
      `Guardrail tripped: Contact messages sent: C 2.0% (${grouped(contactsC)}/${grouped(viewsPerArm)}) vs A 4.0% (${grouped(contactsA)}/${grouped(viewsPerArm)}), difference −2.00 points`,
    );
    const mail = await harness.teamMail();
    expect(mail.map((row) => [row.recipient, row.subject])).toEqual([
      ['ada@novavox.test', `${ID}: C taken out, it lowers contact messages sent`],
    ]);
    expect((await harness.alerts(ID)).alerts).toEqual([expect.objectContaining({ kind: 'guardrail', recipients: 1 })]);
  });

  it('lets a person put the arm back: their weights win and begin a new run the guardrail judges afresh', async () => {
    await harness.change(ID, 'start', { weights: { A: 1, B: 1, C: 1, D: 0 } });
    const back = await harness.change(ID, 'weights', { weights: { A: 1, B: 1, C: 1, D: 0 }, reason: 'C is fine' });
    expect(back.change?.after).toMatchObject({ weights: { C: 1 } });
    harness.advance(DAY_MS);
    await exposeVisitor(harness.api.db, ID, 'someone', 'A', harness.clock.now - 60_000);
    await harness.watch().watchOnce();
    expect((await harness.history(ID)).map((change) => change.actor)).toEqual(['service token', 'service token']);
  });
});
