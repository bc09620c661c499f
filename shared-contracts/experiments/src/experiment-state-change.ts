import * as z from 'zod/mini';
import { type ExperimentId, type ExperimentPlan, experimentById, type VariantKey } from './experiment-catalog';
import { experimentPlanSchema } from './experiment-plan-schema';
import {
  catalogWeights,
  type ExperimentState,
  type ExperimentWeights,
  experimentEndSchema,
  experimentStateSchema,
  experimentWeightsSchema,
  hasOpenRun,
  isoTimeSchema,
  variantKeySchema,
  weightsProblems,
} from './experiment-state';
import { issueProblems, type ParseResult } from './parse-result';
import { changeReasonSchema } from './text-line-schema';
import { NUMBER_TYPE_RULE, TEXT_TYPE_RULE } from './text-rules';

/**
 * The changes the team makes to an experiment (`POST /admin/experiments/:id/<action>`), each with an optional
 * reason kept in the change log:
 * - `start`: begins a new run from not started, paused or concluded (weights and plan: given, else the paused
 *   run's, else the catalog's);
 * - `pause`: a running experiment shows the control and logs nothing; `resume` continues the same run;
 * - `conclude`: ships `winner` to every visitor (from running, paused or not started);
 * - `weights`: new weights for a running experiment, which begins a new run (with the same plan);
 * - `plan`: a new plan for a running experiment, which begins a new run (with the same weights): the verdict is
 *   tuned from the plan when the run starts and never re-tuned under it (docs/statistics.md S9);
 * - `schedule`: sets (or with `end: null` clears) the end date of a running or paused run and what happens then,
 *   without beginning a new run (docs/experiment-watch.md). `start` may set one too.
 * A run's end date is kept through pause, resume, and the new run a weights or plan change begins.
 */
export const experimentActions = ['start', 'pause', 'resume', 'conclude', 'weights', 'plan', 'schedule'] as const;
export type ExperimentAction = (typeof experimentActions)[number];

const reason = changeReasonSchema;

export const experimentChangeSchemas = {
  start: z.object({
    weights: z.optional(experimentWeightsSchema),
    plan: z.optional(experimentPlanSchema),
    end: z.optional(experimentEndSchema),
    reason,
  }),
  pause: z.object({ reason }),
  resume: z.object({ reason }),
  conclude: z.object({
    winner: variantKeySchema,
    reason,
  }),
  weights: z.object({ weights: experimentWeightsSchema, reason }),
  plan: z.object({ plan: experimentPlanSchema, reason }),
  schedule: z.object({ end: z.nullable(experimentEndSchema), reason }),
} as const;

export type ExperimentChangeRequest =
  | ({ action: 'start' } & z.infer<(typeof experimentChangeSchemas)['start']>)
  | ({ action: 'pause' } & z.infer<(typeof experimentChangeSchemas)['pause']>)
  | ({ action: 'resume' } & z.infer<(typeof experimentChangeSchemas)['resume']>)
  | ({ action: 'conclude' } & z.infer<(typeof experimentChangeSchemas)['conclude']>)
  | ({ action: 'weights' } & z.infer<(typeof experimentChangeSchemas)['weights']>)
  | ({ action: 'plan' } & z.infer<(typeof experimentChangeSchemas)['plan']>)
  | ({ action: 'schedule' } & z.infer<(typeof experimentChangeSchemas)['schedule']>);

/** Validates the body of one change; problems name the field (`weights.B`, `winner`, `reason`). */
export function parseExperimentChange(
  id: ExperimentId,
  action: ExperimentAction,
  body: unknown,
): ParseResult<ExperimentChangeRequest> {
  const parsed = experimentChangeSchemas[action].safeParse(body ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      problems: issueProblems(parsed.error.issues),
    };
  }
  const change = { action, ...parsed.data } as ExperimentChangeRequest;
  const problems: string[] = [];
  if ((change.action === 'start' || change.action === 'weights') && change.weights)
    problems.push(...weightsProblems(id, change.weights));
  if (change.action === 'conclude' && !experimentById(id).variants.some((variant) => variant.key === change.winner))
    problems.push(
      `"winner" is not a variant of ${id} (it has ${experimentById(id)
        .variants.map((variant) => variant.key)
        .join(', ')})`,
    );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: change };
}

/** Which changes each state allows (the dashboard offers only these). */
export const allowedExperimentActions: Record<ExperimentState['status'], readonly ExperimentAction[]> = {
  not_started: ['start', 'conclude'],
  running: ['pause', 'conclude', 'weights', 'plan', 'schedule'],
  paused: ['start', 'resume', 'conclude', 'schedule'],
  concluded: ['start'],
};

const refusals: Record<ExperimentState['status'], string> = {
  not_started: 'has not started',
  running: 'is already running',
  paused: 'is paused',
  concluded: 'is concluded',
};

const hints: Record<ExperimentAction, string> = {
  start: 'pause or conclude it first, or change its weights',
  pause: 'only a running experiment can be paused',
  resume: 'only a paused experiment can be resumed; start it to begin a new run',
  conclude: 'start it to run a new analysis first',
  weights: 'weights change only while it runs; start it with the weights instead',
  plan: 'the plan changes only while it runs; start it with the plan instead',
  schedule: 'only a running or paused run has an end date; start it with one instead',
};

export interface ChangeContext {
  /** ISO time of the change. */
  at: string;
  /** A new, unique run id, used if the change begins a run. */
  newRunId: string;
}

/**
 * The state after a change, or the reason it is refused. Pure, so the api, its tests and the dashboard agree
 * on every transition.
 */
export function applyExperimentChange(
  id: ExperimentId,
  before: ExperimentState,
  change: ExperimentChangeRequest,
  { at, newRunId }: ChangeContext,
): { ok: true; state: ExperimentState } | { ok: false; message: string } {
  if (!allowedExperimentActions[before.status].includes(change.action)) {
    const action =
      change.action === 'weights'
        ? 'change the weights of'
        : change.action === 'plan'
          ? 'change the plan of'
          : change.action;
    return { ok: false, message: `Cannot ${action} ${id}: it ${refusals[before.status]} (${hints[change.action]})` };
  }
  switch (change.action) {
    case 'start': {
      const paused = before.status === 'paused' ? before : null;
      const weights: ExperimentWeights = change.weights ?? paused?.weights ?? catalogWeights(id);
      const plan = change.plan ?? paused?.plan ?? catalogPlan(id);
      const end = change.end ?? paused?.end;
      return {
        ok: true,
        state: { status: 'running', runId: newRunId, startedAt: at, weights, plan, ...(end ? { end } : {}) },
      };
    }
    case 'weights': {
      if (before.status !== 'running') break;
      const plan = before.plan ?? catalogPlan(id);
      const end = before.end ? { end: before.end } : {};
      return {
        ok: true,
        state: { status: 'running', runId: newRunId, startedAt: at, weights: change.weights, plan, ...end },
      };
    }
    case 'plan': {
      if (before.status !== 'running') break;
      const end = before.end ? { end: before.end } : {};
      return {
        ok: true,
        state: {
          status: 'running',
          runId: newRunId,
          startedAt: at,
          weights: before.weights,
          plan: change.plan,
          ...end,
        },
      };
    }
    case 'schedule': {
      if (!hasOpenRun(before)) break;
      const { end: _end, ...run } = before;
      return { ok: true, state: change.end ? { ...run, end: change.end } : run };
    }
    case 'pause':
      if (before.status !== 'running') break;
      return { ok: true, state: { ...before, status: 'paused', pausedAt: at } };
    case 'resume': {
      if (before.status !== 'paused') break;
      const { pausedAt: _pausedAt, ...run } = before;
      return { ok: true, state: { ...run, status: 'running' } };
    }
    case 'conclude': {
      const run = hasOpenRun(before) ? before : null;
      const winner: VariantKey = change.winner;
      const state: ExperimentState = {
        status: 'concluded',
        winner,
        concludedAt: at,
        runId: run?.runId ?? null,
        startedAt: run?.startedAt ?? null,
      };
      if (run?.plan) state.plan = run.plan;
      return { ok: true, state };
    }
  }
  return { ok: false, message: `Cannot ${change.action} ${id}: it ${refusals[before.status]}` };
}

/** The catalog's plan of an experiment, copied into each run it starts (a later catalog edit leaves the run alone). */
export function catalogPlan(id: ExperimentId): ExperimentPlan {
  const { baselineRate, minimumDetectableEffect } = experimentById(id).plan;
  return { baselineRate, minimumDetectableEffect };
}

/** One line of an experiment's change log (`GET /admin/experiments/:id/history`). */
export interface ExperimentChangeRecord {
  id: number;
  experimentId: ExperimentId;
  action: ExperimentAction;
  /** Who made the change: a person's address, or 'service token' / 'local developer'. */
  actor: string;
  reason: string | null;
  /** ISO time of the change. */
  at: string;
  before: ExperimentState;
  after: ExperimentState;
}

const changeRecordSchema = z.object({
  id: z.number({ error: NUMBER_TYPE_RULE }),
  experimentId: z.string({ error: TEXT_TYPE_RULE }),
  action: z.enum(experimentActions, { error: `must be one of ${experimentActions.join(', ')}` }),
  actor: z.string({ error: TEXT_TYPE_RULE }),
  reason: z.nullable(z.string({ error: TEXT_TYPE_RULE })),
  at: isoTimeSchema,
  before: experimentStateSchema,
  after: experimentStateSchema,
});

/**
 * Validates the answer of `GET /admin/experiments/:id/history` for experiment `id` (the dashboard reads it);
 * problems name the field, e.g. `changes.0.actor`.
 */
export function parseExperimentHistory(id: ExperimentId, value: unknown): ParseResult<ExperimentChangeRecord[]> {
  const parsed = z.object({ changes: z.array(changeRecordSchema) }).safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: issueProblems(parsed.error.issues),
    };
  }
  const strangers = parsed.data.changes.filter((record) => record.experimentId !== id);
  if (strangers.length > 0) return { ok: false, problems: [`"changes" holds changes of other experiments than ${id}`] };
  return { ok: true, value: parsed.data.changes as ExperimentChangeRecord[] };
}
