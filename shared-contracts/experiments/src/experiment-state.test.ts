import { describe, expect, it } from 'vitest';
import {
  defaultExperimentStates,
  type ExperimentState,
  hasOpenRun,
  parseExperimentState,
  parseExperimentStatesDocument,
  variantKeySchema,
} from './experiment-state';
import { applyExperimentChange, parseExperimentChange, parseExperimentHistory } from './experiment-state-change';

const running = (weights: Record<string, number>): ExperimentState => ({
  status: 'running',
  runId: 'run-1',
  startedAt: '2026-11-20T09:00:00.000Z',
  weights,
});
const six = { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 };

describe('hasOpenRun', () => {
  it('is true for a running or paused run, false once concluded, before a start and with no state', () => {
    const paused: ExperimentState = {
      status: 'paused',
      runId: 'run-1',
      startedAt: '2026-11-20T09:00:00.000Z',
      pausedAt: '2026-11-21T09:00:00.000Z',
      weights: six,
    };
    expect(hasOpenRun(running(six))).toBe(true);
    expect(hasOpenRun(paused)).toBe(true);
    expect(hasOpenRun({ status: 'not_started' })).toBe(false);
    expect(
      hasOpenRun({
        status: 'concluded',
        winner: 'B',
        concludedAt: '2026-11-22T09:00:00.000Z',
        runId: 'run-1',
        startedAt: null,
      }),
    ).toBe(false);
    expect(hasOpenRun(undefined)).toBe(false);
  });
});

describe('parsing states', () => {
  it('names the field and the rule of each problem', () => {
    expect(parseExperimentState('cta_button_color', { status: 'done' })).toEqual({
      ok: false,
      problems: ['"cta_button_color.status" must be one of not_started, running, paused, concluded'],
    });
    const bad = parseExperimentState('cta_button_color', {
      status: 'running',
      runId: 'r',
      startedAt: 'yesterday',
      weights: { A: 1, B: -1, C: 1, D: 1 },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems).toContain(
        '"cta_button_color.startedAt" must be an ISO-8601 UTC time such as 2026-11-25T14:00:00.000Z',
      );
      expect(bad.problems).toContain('"cta_button_color.weights.B" must be 0 or more');
    }
    expect(parseExperimentState('cta_button_color', running({ A: 1, B: 1, C: 1, F: 1 }))).toEqual({
      ok: false,
      problems: [
        '"cta_button_color.weights.F" is not a variant of cta_button_color (it has A, B, C, D)',
        '"cta_button_color.weights" must give a weight to every variant; missing D',
      ],
    });
    expect(parseExperimentState('cta_button_color', running({ A: 0, B: 0, C: 0, D: 0 }))).toEqual({
      ok: false,
      problems: ['"cta_button_color.weights" must give at least one variant a weight above 0'],
    });
    expect(
      parseExperimentState('cta_button_color', {
        status: 'concluded',
        winner: 'F',
        concludedAt: '2026-11-22T09:00:00.000Z',
        runId: null,
        startedAt: null,
      }),
    ).toEqual({ ok: false, problems: ['"cta_button_color.winner" is not a variant of cta_button_color'] });
  });

  it('reads a document with every experiment, drops unknown ones, and names a missing one', () => {
    const experiments = { ...defaultExperimentStates(false), retired_test: { status: 'not_started' } };
    const parsed = parseExperimentStatesDocument({ experiments, updatedAt: null });
    expect(parsed.ok && Object.keys(parsed.value.experiments)).not.toContain('retired_test');
    const { subheadline: _gone, ...partial } = defaultExperimentStates(true);
    expect(parseExperimentStatesDocument({ experiments: partial, updatedAt: '2026-11-22T09:00:00.000Z' })).toEqual({
      ok: false,
      problems: ['"experiments.subheadline" is missing'],
    });
  });

  it('defaults every experiment to not started, or to running on the catalog weights', () => {
    expect(defaultExperimentStates(false).cta_layout).toEqual({ status: 'not_started' });
    expect(defaultExperimentStates(true).cta_layout).toMatchObject({
      status: 'running',
      weights: { A: 1, B: 1, C: 1 },
    });
  });
});

describe('changes', () => {
  const context = { at: '2026-11-23T10:00:00.000Z', newRunId: 'run-2' };
  const change = (action: Parameters<typeof parseExperimentChange>[1], body: unknown) => {
    const parsed = parseExperimentChange('cta_button_color', action, body);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    return parsed.value;
  };

  it('starts, pauses, resumes, reweights and concludes, with a new run on each restart', () => {
    const started = applyExperimentChange('cta_button_color', { status: 'not_started' }, change('start', {}), context);
    // The run keeps a copy of the catalog's plan (5 %, +20 %): a later catalog edit leaves it alone.
    const catalog = { baselineRate: 0.05, minimumDetectableEffect: 0.2 };
    expect(started).toEqual({
      ok: true,
      state: {
        status: 'running',
        runId: 'run-2',
        startedAt: context.at,
        weights: { A: 1, B: 1, C: 1, D: 1 },
        plan: catalog,
      },
    });
    const run = {
      status: 'running',
      runId: 'run-1',
      startedAt: '2026-11-20T09:00:00.000Z',
      weights: { A: 1, B: 1, C: 1, D: 1 },
    } as const;
    const paused = applyExperimentChange('cta_button_color', run, change('pause', {}), context);
    expect(paused).toEqual({ ok: true, state: { ...run, status: 'paused', pausedAt: context.at } });
    if (!paused.ok) return;
    expect(applyExperimentChange('cta_button_color', paused.state, change('resume', {}), context)).toEqual({
      ok: true,
      state: run,
    });
    expect(applyExperimentChange('cta_button_color', paused.state, change('start', {}), context)).toEqual({
      ok: true,
      state: { ...run, runId: 'run-2', startedAt: context.at, plan: catalog },
    });
    const weights = { A: 3, B: 1, C: 0, D: 0 };
    expect(applyExperimentChange('cta_button_color', run, change('weights', { weights }), context)).toEqual({
      ok: true,
      state: { status: 'running', runId: 'run-2', startedAt: context.at, weights, plan: catalog },
    });
    expect(applyExperimentChange('cta_button_color', run, change('conclude', { winner: 'B' }), context)).toEqual({
      ok: true,
      state: { status: 'concluded', winner: 'B', concludedAt: context.at, runId: 'run-1', startedAt: run.startedAt },
    });
  });

  it('keeps a run on its plan; a new plan starts a new run, and a restart or new weights keep the plan', () => {
    const plan = { baselineRate: 0.03, minimumDetectableEffect: 0.1 };
    const started = applyExperimentChange(
      'cta_button_color',
      { status: 'not_started' },
      change('start', { plan }),
      context,
    );
    expect(started).toMatchObject({ ok: true, state: { status: 'running', runId: 'run-2', plan } });
    if (!started.ok || started.state.status !== 'running') return;
    const later = { at: '2026-11-24T10:00:00.000Z', newRunId: 'run-3' };
    // Pausing and resuming continue the run on its plan.
    const paused = applyExperimentChange('cta_button_color', started.state, change('pause', {}), later);
    expect(paused).toMatchObject({ ok: true, state: { status: 'paused', runId: 'run-2', plan } });
    if (!paused.ok) return;
    expect(applyExperimentChange('cta_button_color', paused.state, change('resume', {}), later)).toEqual({
      ok: true,
      state: started.state,
    });
    expect(applyExperimentChange('cta_button_color', paused.state, change('start', {}), later)).toMatchObject({
      ok: true,
      state: { runId: 'run-3', startedAt: later.at, plan },
    });
    const weights = { A: 1, B: 1, C: 1, D: 0 };
    expect(applyExperimentChange('cta_button_color', started.state, change('weights', { weights }), later)).toEqual({
      ok: true,
      state: { status: 'running', runId: 'run-3', startedAt: later.at, weights, plan },
    });
    const next = { baselineRate: 0.03, minimumDetectableEffect: 0.15 };
    expect(applyExperimentChange('cta_button_color', started.state, change('plan', { plan: next }), later)).toEqual({
      ok: true,
      state: { status: 'running', runId: 'run-3', startedAt: later.at, weights: started.state.weights, plan: next },
    });
    expect(
      applyExperimentChange('cta_button_color', started.state, change('conclude', { winner: 'C' }), later),
    ).toEqual({
      ok: true,
      state: {
        status: 'concluded',
        winner: 'C',
        concludedAt: later.at,
        runId: 'run-2',
        startedAt: context.at,
        plan,
      },
    });
    expect(applyExperimentChange('cta_button_color', paused.state, change('plan', { plan: next }), later)).toEqual({
      ok: false,
      message:
        'Cannot change the plan of cta_button_color: it is paused (the plan changes only while it runs; start it with the plan instead)',
    });
  });

  it('validates a plan with messages naming the field and the rule', () => {
    const problems = (plan: unknown) => {
      const parsed = parseExperimentChange('cta_button_color', 'plan', { plan });
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problems({ baselineRate: 0.05, minimumDetectableEffect: 0.2 })).toEqual([]);
    expect(problems({ baselineRate: 5, minimumDetectableEffect: 0.2 })).toEqual([
      '"plan.baselineRate" must be a rate between 0 and 1, both excluded (0.05 for 5 %)',
    ]);
    expect(problems({ baselineRate: 0.05, minimumDetectableEffect: 0 })).toEqual([
      '"plan.minimumDetectableEffect" must be a relative lift above 0 and at most 10 (0.1 for +10 %)',
    ]);
    expect(problems({ baselineRate: 0.6, minimumDetectableEffect: 1 })).toEqual([
      '"plan.minimumDetectableEffect" must keep the planned rate, baselineRate × (1 + minimumDetectableEffect), below 1',
    ]);
    expect(problems({ baselineRate: '5 %', minimumDetectableEffect: 0.2 })).toEqual([
      '"plan.baselineRate" must be a number',
    ]);
    expect(problems(undefined).length).toBe(1);
    // A stored state with a broken plan is refused too, naming it.
    expect(
      parseExperimentState('cta_button_color', {
        status: 'running',
        runId: 'r',
        startedAt: context.at,
        weights: { A: 1, B: 1, C: 1, D: 1 },
        plan: { baselineRate: 0, minimumDetectableEffect: 0.2 },
      }),
    ).toEqual({
      ok: false,
      problems: ['"cta_button_color.plan.baselineRate" must be a rate between 0 and 1, both excluded (0.05 for 5 %)'],
    });
  });

  it('refuses a change the state does not allow, saying why', () => {
    const refused = (before: ExperimentState, action: Parameters<typeof parseExperimentChange>[1], body = {}) =>
      applyExperimentChange('cta_button_color', before, change(action, body), context);
    expect(refused(running(six), 'start')).toEqual({
      ok: false,
      message:
        'Cannot start cta_button_color: it is already running (pause or conclude it first, or change its weights)',
    });
    expect(refused({ status: 'not_started' }, 'pause')).toEqual({
      ok: false,
      message: 'Cannot pause cta_button_color: it has not started (only a running experiment can be paused)',
    });
    expect(refused(running(six), 'resume').ok).toBe(false);
    const shipped: ExperimentState = {
      status: 'concluded',
      winner: 'B',
      concludedAt: context.at,
      runId: null,
      startedAt: null,
    };
    expect(refused(shipped, 'conclude', { winner: 'C' })).toEqual({
      ok: false,
      message: 'Cannot conclude cta_button_color: it is concluded (start it to run a new analysis first)',
    });
  });

  it('refuses a letter that is no variant in one wording, wherever a body names an arm', () => {
    const refusal = variantKeySchema.safeParse('G');
    expect(refusal.success).toBe(false);
    expect(refusal.error?.issues[0]?.message).toBe('must be one of the variant letters A, B, C, D, E, F');
    expect(variantKeySchema.safeParse('B').success).toBe(true);
  });

  it('validates change bodies with messages naming the field', () => {
    expect(parseExperimentChange('cta_button_color', 'conclude', {})).toEqual({
      ok: false,
      problems: ['"winner" must be one of the variant letters A, B, C, D, E, F'],
    });
    expect(parseExperimentChange('cta_button_color', 'conclude', { winner: 'E' })).toEqual({
      ok: false,
      problems: ['"winner" is not a variant of cta_button_color (it has A, B, C, D)'],
    });
    expect(parseExperimentChange('cta_button_color', 'weights', { weights: { A: 1, B: 'x', C: 1, D: 1 } })).toEqual({
      ok: false,
      problems: ['"weights.B" must be a number'],
    });
    expect(parseExperimentChange('cta_button_color', 'pause', { reason: 'x'.repeat(501) })).toEqual({
      ok: false,
      problems: ['"reason" must be at most 500 characters'],
    });
  });

  it('holds a reason to the rules of every one-line form field', () => {
    const hidden = '"reason" must not contain control, invisible or direction-changing characters';
    // A right-to-left override, an isolate, the line and paragraph separators, a line break, a zero-width space.
    for (const bad of ['ok \u202E gnipped', 'a\u2066b', 'line\u2028two', 'para\u2029two', 'two\nlines', 'a\u200Bb']) {
      expect(parseExperimentChange('cta_button_color', 'pause', { reason: bad })).toEqual({
        ok: false,
        problems: [hidden],
      });
    }
    expect(parseExperimentChange('cta_button_color', 'start', { reason: '<img src=x onerror=alert(1)>' })).toEqual({
      ok: false,
      problems: ['"reason" must not contain HTML'],
    });
    expect(parseExperimentChange('cta_button_color', 'resume', { reason: '\u3164\u3164' })).toEqual({
      ok: false,
      problems: ['"reason" must contain visible characters, not only blank or invisible ones'],
    });
    for (const good of ['Launch <3', 'A/B > 5% lift', 'Café: reprise après la pause', '']) {
      expect(parseExperimentChange('cta_button_color', 'pause', { reason: good })).toMatchObject({ ok: true });
    }
  });
});

describe('parseExperimentHistory', () => {
  const record = {
    id: 1,
    experimentId: 'family_headline',
    action: 'pause',
    actor: 'ana@novavox.test',
    reason: null,
    at: '2026-11-25T14:00:00.000Z',
    before: running({ A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 }),
    after: {
      ...running({ A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 }),
      status: 'paused',
      pausedAt: '2026-11-25T14:00:00.000Z',
    },
  };

  it('accepts the change log of the experiment asked for', () => {
    expect(parseExperimentHistory('family_headline', { changes: [record] })).toEqual({ ok: true, value: [record] });
  });

  it('names the field of a malformed record, and refuses records of another experiment', () => {
    expect(parseExperimentHistory('family_headline', { changes: [{ ...record, actor: 3 }] })).toEqual({
      ok: false,
      problems: ['"changes.0.actor" must be text'],
    });
    expect(parseExperimentHistory('cta_layout', { changes: [record] })).toEqual({
      ok: false,
      problems: ['"changes" holds changes of other experiments than cta_layout'],
    });
  });
});
