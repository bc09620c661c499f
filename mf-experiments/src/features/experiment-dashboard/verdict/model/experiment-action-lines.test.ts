import { analyzeExperiment } from '@novavox/experiment-stats';
import references from '@novavox/experiment-stats/fixtures/stop-rule-references.json';
import { describe, expect, it } from 'vitest';
import type { DashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { experimentAction } from './experiment-action';

// References: the lines of @novavox/experiment-stats's scripts/stop-rule-references.py (mpmath, numpy and scipy; a
// second implementation of the rule). Its bounds and sample sizes are checked in that package (stop-rule.test.ts).
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const STARTED = new Date(NOW - 30 * 86_400_000).toISOString();

const PLAN = { baselineRate: 0.1, minimumDetectableEffect: 0.2 };

/** A run 30 days old with the plan +20 % on 10 % (or `plan`), equal weights, the range equal to the run. */
function state(arms: readonly (string | number)[][], plan = PLAN): DashboardExperiment {
  const variants = arms.map(([key, views, conversions]) => ({
    key: String(key),
    views: Number(views),
    conversions: Number(conversions),
  }));
  return {
    id: 'cta_layout',
    name: 'CTA Layout',
    description: '',
    variants: variants.map((variant) => ({ ...variant, name: `Variant ${variant.key}`, description: '' })),
    firstSeenAt: STARTED,
    daily: null,
    metrics: null,
    crossoverVisitors: null,
    run: {
      startedAt: STARTED,
      from: STARTED.slice(0, 10),
      to: '2026-11-21',
      variants,
      plan,
    },
  };
}

/** The card's line for `arms`, each on weight 1. */
function lineFor(arms: readonly (string | number)[][], plan = PLAN) {
  const weights = Object.fromEntries(arms.map(([key]) => [String(key), 1]));
  return experimentAction(analyzeExperiment(state(arms, plan), weights, NOW));
}

describe("the card's line, against a second implementation of the rule", () => {
  it.each(references.lines)('$label: $line', (row) => {
    const action = lineFor(row.arms);
    const [kind, variant] = row.line.split(' ');
    expect(action.kind).toBe(kind);
    if (variant) expect(action.variant).toBe(variant);
  });

  it("keeps running past the plan's sample while the interval holds the planned lift, quoting it", () => {
    // 8 000 per arm is past the 7 350 the plan expects to need; B's interval still holds +2.00 points (+20 % of 10 %).
    const action = lineFor([
      ['A', 8000, 800],
      ['B', 8000, 880],
    ]);
    // 20 566 per arm settle it (the reference above); 8 000 over the run's 31 UTC days (Oct 22 – Nov 21) is 258.06
    // a day: (20 566 − 8 000) / 258.06 = 48.7, so 49 days.
    expect(action.text).toBe('Keep running: up to about 49 more days');
    expect(action.reason).toMatch(
      /^Every variant has the 7,350 visitors the plan expected to need, but B: −\d\.\d\d to \+\d\.\d\d points still holds the planned lift of \+2\.00 points \(\+20%\)/,
    );
  });

  it('says no meaningful difference with every interval quoted, below the planned lift', () => {
    const action = lineFor([
      ['A', 20000, 2000],
      ['B', 20000, 2030],
    ]);
    expect(action.text).toBe('No meaningful difference: stop and keep A');
    // The interval of T16's construction at N* 14 204: 0.15 ± 0.93 points (the reference's upper end, 1.08).
    expect(action.reason).toBe(
      'No variant can be +20% better than A, the smallest lift the plan cares about: B: −0.78 to +1.08 points, all below the planned lift of +2.00 points, with 95% confidence over the whole run.',
    );
  });

  it("quotes the plan's lift as the plan line writes it, two decimals", () => {
    // The plan line says "+22.25% on 10%"; the reason must not round it to another number (+22.3%).
    const action = lineFor(
      [
        ['A', 20000, 2000],
        ['B', 20000, 2030],
      ],
      { baselineRate: 0.1, minimumDetectableEffect: 0.2225 },
    );
    expect(action.text).toBe('No meaningful difference: stop and keep A');
    expect(action.reason).toMatch(/^No variant can be \+22\.25% better than A, /);
  });
});
