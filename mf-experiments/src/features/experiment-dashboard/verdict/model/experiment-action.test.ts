import type { ExperimentState } from '@novavox/contracts-experiments';
import { analyzeExperiment } from '@novavox/experiment-stats';
import { describe, expect, it } from 'vitest';
import type { DashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { experimentAction } from './experiment-action';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const two = { A: 1, B: 1 };
const three = { A: 1, B: 1, C: 1 };

/** Range figures equal to the run's; the run started `daysAgo` days before NOW. */
function experiment(arms: [string, number, number][], daysAgo = 30): DashboardExperiment {
  const startedAt = new Date(NOW - daysAgo * 86_400_000).toISOString();
  return {
    id: 'cta_layout',
    name: 'CTA Layout',
    description: '',
    variants: arms.map(([key, views, conversions]) => ({
      key,
      name: `Variant ${key}`,
      description: '',
      views,
      conversions,
    })),
    firstSeenAt: startedAt,
    daily: null,
    metrics: null,
    crossoverVisitors: null,
    run: {
      startedAt,
      from: startedAt.slice(0, 10),
      to: '2026-11-21',
      variants: arms.map(([key, views, conversions]) => ({ key, views, conversions })),
    },
  };
}

/** The api's state of a run on equal weights: running, or paused at `pausedAt`. */
const liveRun = (runId: string, startedAt: string, pausedAt?: string): ExperimentState =>
  pausedAt === undefined
    ? { status: 'running', runId, startedAt, weights: two }
    : { status: 'paused', runId, startedAt, pausedAt, weights: two };

const act = (value: DashboardExperiment, weights: Record<string, number> = two) =>
  experimentAction(analyzeExperiment(value, weights, NOW));

describe('what the card says to do', () => {
  it('ships the winner, the one whose interval lies highest when several win', () => {
    const one = act(
      experiment([
        ['A', 2000, 200],
        ['B', 2000, 300],
      ]),
    );
    expect(one).toMatchObject({ kind: 'ship', text: 'Ship B', variant: 'B' });
    const many = act(
      experiment([
        ['A', 4000, 400],
        ['B', 4000, 560],
        ['C', 4000, 640],
      ]),
      three,
    );
    expect(many).toMatchObject({ text: 'Ship C', variant: 'C' });
  });

  // The catalog's plan, +20 % (the run sends none), is 2 points on A's 10 %: at 60 000 per arm B's interval lies far
  // below that. 2000 against 1500 views on equal weights is a sample-ratio mismatch; 12 conversions of 10 views are bad
  // counts.
  const said = {
    'stop-keep-control': 'Stop and keep A',
    'no-difference': 'No meaningful difference: stop and keep A',
    'fix-data': 'Fix the data first',
  };
  it.each([
    ['stop-keep-control', 'every variant is worse', { A: [2000, 300], B: [2000, 200] }],
    ['no-difference', 'every interval rules out the planned lift', { A: [60_000, 6000], B: [60_000, 6030] }],
    ['fix-data', 'the sample ratio is off', { A: [2000, 200], B: [1500, 300] }],
    ['fix-data', 'the counts are bad', { A: [100, 10], B: [10, 12] }],
  ] as const)('says %s when %s', (kind, _why, { A, B }) => {
    expect(
      act(
        experiment([
          ['A', ...A],
          ['B', ...B],
        ]),
      ),
    ).toMatchObject({ kind, text: said[kind] });
  });

  it('says how many more days to keep running, at least to the minimum duration', () => {
    // 30 days, 1000 per arm: ~33 a day per arm. Not yet 7 days: at least the days to 7.
    const running = act(
      experiment([
        ['A', 1000, 100],
        ['B', 1000, 105],
      ]),
    );
    expect(running.kind).toBe('keep-running');
    expect(running.text).toMatch(/^Keep running: about \d[\d,]* more days$/);
    const young = act(
      experiment(
        [
          ['A', 600, 60],
          ['B', 600, 66],
        ],
        2,
      ),
    );
    expect(young.text).toMatch(/^Keep running: about \d[\d,]* more days$/);
  });

  it('says not started without a run, and no verdict when the source sends none', () => {
    expect(act({ ...experiment([['A', 0, 0]]), run: null })).toMatchObject({
      kind: 'not-started',
      text: 'Not started',
    });
    expect(act({ ...experiment([['A', 10, 1]]), run: undefined })).toMatchObject({ kind: 'no-run' });
  });
});

describe('the line follows the state at once', () => {
  // B is clearly ahead over the run: the figures alone say "Ship B".
  const ahead = experiment([
    ['A', 5000, 250],
    ['B', 5000, 400],
  ]);
  const analysis = analyzeExperiment(ahead, two, NOW);

  it('says Shipped once shipped and Paused once paused, whatever the figures', () => {
    expect(experimentAction(analysis).text).toBe('Ship B');
    const shipped = experimentAction(analysis, {
      status: 'concluded',
      winner: 'B',
      concludedAt: '2026-11-21T12:00:00.000Z',
      runId: 'r1',
      startedAt: '2026-10-22T12:00:00.000Z',
    });
    expect(shipped).toMatchObject({ kind: 'shipped', text: 'Shipped B' });
    expect(shipped.reason).toContain('Every visitor sees B since 21 Nov 2026');
    const paused = experimentAction(analysis, liveRun('r1', '2026-10-22T12:00:00.000Z', '2026-11-20T08:00:00.000Z'));
    expect(paused).toMatchObject({ kind: 'paused', text: 'Paused' });
  });

  it('says Keep running, not "Not started", just after Start while no visitor has come yet', () => {
    const fresh = analyzeExperiment({ ...ahead, run: null }, two, NOW);
    expect(experimentAction(fresh).text).toBe('Not started');
    const started = experimentAction(fresh, liveRun('r2', '2026-11-21T11:59:00.000Z'));
    expect(started).toMatchObject({ kind: 'keep-running', text: 'Keep running' });
  });
});
