import * as z from 'zod/mini';
import { bucketVariant, DEFAULT_RUN_ID } from './assignment-rules';
import {
  type ExperimentId,
  experimentById,
  experimentIds,
  isExperimentId,
  type VariantKey,
  variantKeys,
} from './experiment-catalog';
import { experimentPlanSchema } from './experiment-plan-schema';
import type { ParseResult } from './parse-result';
import { NUMBER_TYPE_RULE, TEXT_TYPE_RULE } from './text-rules';

export { DEFAULT_RUN_ID };

/**
 * Whether visitors are in an experiment, decided by the team in the api and read by every visitor's page:
 * - `not_started`: everyone sees the control, nothing is logged;
 * - `running`: visitors are bucketed with the run's weights and their impressions logged;
 * - `paused`: everyone sees the control, nothing is logged, and resuming continues the same run;
 * - `concluded`: everyone sees the winner, nothing is logged.
 * A run (`runId`, `startedAt`) is one analysis: starting again after a pause or a conclusion, or changing the
 * weights or the plan, begins a new run, so figures from before the change never mix with those after it.
 * The run keeps the plan it started with (`plan`: the dashboard tunes the verdict from it, so it must not change
 * under a run); states stored before plans were kept, and the site-wide default's run, have none: the catalog's
 * plan stands for it.
 *
 * zod/mini keeps the bytes the browser loads small; the api validates with the same schemas.
 */

export const experimentStatuses = ['not_started', 'running', 'paused', 'concluded'] as const;
export type ExperimentStatus = (typeof experimentStatuses)[number];

/** Relative traffic weight per variant letter (≥ 0); the experiment's variants exactly, not all zero. */
export type ExperimentWeights = Partial<Record<VariantKey, number>>;

/** A moment as the api writes it (`Date.toISOString()`), in bodies, stored states and answers alike. */
export const isoTimeSchema = z.iso.datetime({
  error: 'must be an ISO-8601 UTC time such as 2026-11-25T14:00:00.000Z',
});
const isoTime = isoTimeSchema;
const runId = z
  .string({ error: TEXT_TYPE_RULE })
  .check(z.minLength(1, { error: 'must not be empty' }), z.maxLength(64, { error: 'must be at most 64 characters' }));
/** A variant letter in a body or a stored state (a weight's key, a winner, the arm a copy experiment ships). */
export const variantKeySchema = z.enum(variantKeys, {
  error: `must be one of the variant letters ${variantKeys.join(', ')}`,
});
const weight = z.number({ error: NUMBER_TYPE_RULE }).check(
  z.refine((value) => Number.isFinite(value), { error: 'must be a finite number' }),
  z.minimum(0, { error: 'must be 0 or more' }),
  z.maximum(1_000_000, { error: 'must be at most 1000000' }),
);
export const experimentWeightsSchema = z.partialRecord(variantKeySchema, weight);

/**
 * What happens when a run reaches its end date (docs/experiment-watch.md): `stop` ships the control (A) to
 * everyone; `ship_winner` ships the variant the verdict's line names, else stops; `notify` only tells the team.
 */
export const endActions = ['stop', 'ship_winner', 'notify'] as const;
export type EndAction = (typeof endActions)[number];
export const experimentEndSchema = z.object({
  at: isoTime,
  action: z.enum(endActions, { error: `must be one of ${endActions.join(', ')}` }),
});
export type ExperimentEnd = z.infer<typeof experimentEndSchema>;

const notStarted = z.object({ status: z.literal('not_started') });
const plan = z.optional(experimentPlanSchema);
const running = z.object({
  status: z.literal('running'),
  runId,
  startedAt: isoTime,
  weights: experimentWeightsSchema,
  plan,
  /** The run's end date and what happens then, when one is set. */
  end: z.optional(experimentEndSchema),
});
const paused = z.object({
  status: z.literal('paused'),
  runId,
  startedAt: isoTime,
  pausedAt: isoTime,
  weights: experimentWeightsSchema,
  plan,
  end: z.optional(experimentEndSchema),
});
const concluded = z.object({
  status: z.literal('concluded'),
  winner: variantKeySchema,
  concludedAt: isoTime,
  /** The run that was concluded, if one ever ran; the dashboard reads its analysis from it. */
  runId: z.nullable(runId),
  startedAt: z.nullable(isoTime),
  /** The concluded run's plan, when it had one. */
  plan,
});

export const experimentStateSchema = z.discriminatedUnion('status', [notStarted, running, paused, concluded], {
  error: `must be one of ${experimentStatuses.join(', ')}`,
});
export type ExperimentState = z.infer<typeof experimentStateSchema>;
export type RunningExperimentState = z.infer<typeof running>;
/** A running or paused experiment: its run is open (weights, a start, perhaps an end date) until it is concluded. */
export type OpenRunState = Extract<ExperimentState, { status: 'running' | 'paused' }>;

/** True while the experiment's run is open: running, or paused (visitors get A) until it resumes or is concluded. */
export function hasOpenRun(state: ExperimentState | null | undefined): state is OpenRunState {
  return state?.status === 'running' || state?.status === 'paused';
}

/** Every catalog experiment's state. */
export type ExperimentStates = Record<ExperimentId, ExperimentState>;

/** What `GET /experiments/state` answers. */
export interface ExperimentStatesDocument {
  experiments: ExperimentStates;
  /** When the last change was made; null while every experiment follows the site-wide default. */
  updatedAt: string | null;
}

const documentSchema = z.object({
  experiments: z.record(z.string(), z.unknown(), { error: '"experiments" must be an object' }),
  updatedAt: z.nullable(isoTime),
});

function issueText(prefix: string, error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `"${path}" ${issue.message}` : issue.message;
  });
}

/** Problems with the weights of experiment `id`: each named by field, empty when they are usable. */
export function weightsProblems(id: ExperimentId, weights: ExperimentWeights, field = 'weights'): string[] {
  const expected = experimentById(id).variants.map((variant) => variant.key);
  const problems: string[] = [];
  for (const key of Object.keys(weights)) {
    if (!expected.includes(key as VariantKey))
      problems.push(`"${field}.${key}" is not a variant of ${id} (it has ${expected.join(', ')})`);
  }
  const missing = expected.filter((key) => weights[key] === undefined);
  if (missing.length > 0)
    problems.push(`"${field}" must give a weight to every variant; missing ${missing.join(', ')}`);
  if (problems.length === 0 && expected.every((key) => weights[key] === 0))
    problems.push(`"${field}" must give at least one variant a weight above 0`);
  return problems;
}

/** Validates one experiment's state, including that its weights and winner belong to that experiment. */
export function parseExperimentState(
  id: ExperimentId,
  value: unknown,
  field: string = id,
): ParseResult<ExperimentState> {
  const parsed = experimentStateSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: issueText(field, parsed.error) };
  const state = parsed.data;
  const problems: string[] = [];
  if (hasOpenRun(state)) problems.push(...weightsProblems(id, state.weights, `${field}.weights`));
  if (state.status === 'concluded' && !experimentById(id).variants.some((variant) => variant.key === state.winner))
    problems.push(`"${field}.winner" is not a variant of ${id}`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: state };
}

/**
 * Validates a states map (`field` names it in messages). Every catalog experiment must be present; one this
 * catalog does not know (from a newer api) is left out, so an older page keeps working.
 */
export function parseExperimentStates(value: unknown, field = 'experiments'): ParseResult<ExperimentStates> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problems: [`"${field}" must be an object`] };
  const problems: string[] = [];
  const experiments: Partial<ExperimentStates> = {};
  for (const id of experimentIds) {
    const raw = (value as Record<string, unknown>)[id];
    if (raw === undefined) {
      problems.push(`"${field}.${id}" is missing`);
      continue;
    }
    const state = parseExperimentState(id, raw, `${field}.${id}`);
    if (state.ok) experiments[id] = state.value;
    else problems.push(...state.problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: experiments as ExperimentStates };
}

/** Validates the document `GET /experiments/state` answers. */
export function parseExperimentStatesDocument(value: unknown): ParseResult<ExperimentStatesDocument> {
  const parsed = documentSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: issueText('', parsed.error) };
  const experiments = parseExperimentStates(parsed.data.experiments);
  if (!experiments.ok) return experiments;
  return { ok: true, value: { experiments: experiments.value, updatedAt: parsed.data.updatedAt } };
}

/** The catalog's weights of an experiment, as a state holds them. */
export function catalogWeights(id: ExperimentId): ExperimentWeights {
  return Object.fromEntries(experimentById(id).variants.map((variant) => [variant.key, variant.weight]));
}

/**
 * The run an experiment follows when the site-wide default (PUBLIC_EXPERIMENTS_ENABLED=true) has it running and
 * nobody recorded a state: one run since records began, with the catalog's weights.
 */
export const DEFAULT_RUN_STARTED_AT = '1970-01-01T00:00:00.000Z';

/** The state of an experiment nobody has changed yet: the site-wide default. */
export function defaultExperimentState(id: ExperimentId, experimentsEnabled: boolean): ExperimentState {
  if (!experimentsEnabled) return { status: 'not_started' };
  return { status: 'running', runId: DEFAULT_RUN_ID, startedAt: DEFAULT_RUN_STARTED_AT, weights: catalogWeights(id) };
}

/**
 * PUBLIC_EXPERIMENTS_ENABLED, read by the site's server and the api alike: 'true' runs every experiment nobody
 * changed; anything else leaves them not started.
 */
export function experimentsEnabledByDefault(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.PUBLIC_EXPERIMENTS_ENABLED?.trim() === 'true';
}

export function defaultExperimentStates(experimentsEnabled: boolean): ExperimentStates {
  return Object.fromEntries(
    experimentIds.map((id) => [id, defaultExperimentState(id, experimentsEnabled)]),
  ) as ExperimentStates;
}

/** The variant a visitor id falls into with the given weights (GrowthBook v2 hash of `nvx_<experiment>` + id). */
export function bucketedVariant(id: ExperimentId, weights: ExperimentWeights, visitorId: string): VariantKey {
  const { variants, weightsVersion } = experimentById(id);
  const shape = { id, variants: variants.map((variant) => variant.key), weightsVersion };
  return bucketVariant(shape, weights, visitorId) as VariantKey;
}

/** Looks an experiment up in a states map by any id; undefined for one the catalog does not know. */
export function stateOf(states: ExperimentStates, id: string): ExperimentState | undefined {
  return isExperimentId(id) ? states[id] : undefined;
}
