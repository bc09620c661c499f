import { experimentPlanSchema } from '@novavox/contracts-experiments';
import { VARIANT_LETTER, VARIANT_LETTER_RULE } from '@novavox/contracts-experiments/experiment-rules';
import { NUMBER_TYPE_RULE } from '@novavox/contracts-experiments/text-rules';
import * as z from 'zod/mini';
import { isIsoDay } from '../team/team-dates';

/**
 * The body of `GET /analytics/ab-stats?startDate&endDate`, as one zod schema: the api checks its answer with it
 * (tests, and at run time outside production), the A/B dashboard parses the answer with it. Its own entry
 * (`@novavox/contracts-api/ab-stats`) keeps zod out of the visitors' bundles; only the admin pages load it.
 * Built on `zod/mini`, as the forms are: classic zod probes `new Function` when it builds an object schema, which
 * the site's CSP reports as a violation.
 *
 * The fields the product's requirements name keep their names and shape: an experiment's `variants` is a map
 * keyed by variant letter (A is the control), figures may be fractional, a bare array of experiments is the
 * legacy body, a fallback answer carries `data` instead of `experiments`. What we added (`daily`, `run`,
 * `metrics`, `crossoverVisitors`, `source`, `range`) is shaped as the dashboard reads it: days oldest first,
 * the run's variants as an array sorted by letter. The api orders both; the schema checks the order instead of
 * leaving each reader to sort. The additions are optional because the legacy body and fallback data lack them.
 */

/** A count of visitors: a number, 0 or more, possibly fractional (estimates or sampled data). */
const count = z.number({ error: NUMBER_TYPE_RULE }).check(z.nonnegative({ error: 'must be 0 or more' }));
/** A variant letter; A is the control. */
const variantKey = z.string().check(z.regex(VARIANT_LETTER, { error: VARIANT_LETTER_RULE }));
/** A map keyed by variant letter; a wrong key is named with the rule (zod's own text says only "Invalid key"). */
const byVariant = <Value extends z.ZodMiniType>(value: Value) =>
  z.record(variantKey, value, {
    error: (issue) => (issue.code === 'invalid_key' ? VARIANT_LETTER_RULE : undefined),
  });
const day = z.string().check(z.refine(isIsoDay, { error: 'must be a YYYY-MM-DD date' }));

export const abStatsFiguresSchema = z.object({ views: count, conversions: count });

/** One variant's figures. views = unique visitors with an impression; conversions = unique converters. */
export const abStatsVariantSchema = z.object({
  name: z.string(),
  description: z.string(),
  views: count,
  conversions: count,
});

/**
 * One UTC day of an experiment. Views: visitors whose first exposure to the experiment fell on that day.
 * Conversions: of the range's visitors, those whose first conversion fell on that day. A variant with nothing
 * that day may be absent.
 */
export const abStatsDaySchema = z.object({
  date: day,
  variants: byVariant(abStatsFiguresSchema),
});

/** The figures of one run of an experiment: the visitors first exposed since `startedAt`, by variant. */
export const abStatsRunSchema = z.object({
  /** When the run started. Its figures count from that UTC day on (the counters are daily). */
  startedAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  /** YYYY-MM-DD (UTC): the run's figures count the visitors first exposed from `from` to `to`. */
  from: day,
  to: day,
  /**
   * The run's plan, fixed when it started: the control's expected rate and the smallest relative lift worth
   * finding. The dashboard tunes the verdict's interval from it (docs/statistics.md S9), so it never moves under a
   * run. Absent from producers that keep no plans (then the dashboard uses the catalog's).
   */
  plan: z.optional(experimentPlanSchema),
  /** Every variant the experiment lists, sorted by letter (zeros when the run has none). */
  variants: z.array(z.extend(abStatsFiguresSchema, { key: variantKey })).check(
    z.refine(
      isStrictlyAscending((arm: { key: string }) => arm.key),
      {
        error: 'must be sorted by letter, each letter once',
      },
    ),
  ),
});

export const abStatsExperimentSchema = z
  .object({
    id: z.string().check(z.minLength(1, { error: 'must not be empty' })),
    name: z.string(),
    description: z.string(),
    /** Keyed by variant letter; A is the control. */
    variants: byVariant(abStatsVariantSchema),
    /** ISO date-time of the first impression in the range, for "days running"; null when there is none. */
    firstSeenAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }))),
    /**
     * The experiment day by day, oldest first, for the charts. Days without any new visitor or conversion may be
     * left out. Summed over the days, each variant's figures equal its `variants` totals. Letters: those of
     * `variants`.
     */
    daily: z.optional(
      z.array(abStatsDaySchema).check(
        z.refine(
          isStrictlyAscending((entry: { date: string }) => entry.date),
          {
            error: 'must be oldest first, each day once',
          },
        ),
      ),
    ),
    /**
     * The experiment's whole run, from its start (or last restart) to today, whatever the date range asked for:
     * the verdict reads this, never the range. Null when the experiment has not started.
     */
    run: z.optional(z.nullable(abStatsRunSchema)),
    /** The secondary metrics: metric id → variant letter → visitors of the range's cohort who did it. */
    metrics: z.optional(z.record(z.string(), byVariant(count))),
    /** Visitors whose impressions named another arm than their exposure's (crossover). */
    crossoverVisitors: z.optional(count),
  })
  .check(
    z.superRefine((experiment, context) => {
      // The days and the run speak of the experiment's variants only, so a reader never merges letter lists.
      const listed = Object.keys(experiment.variants).sort().join();
      experiment.daily?.forEach((entry, index) => {
        const unknown = Object.keys(entry.variants).filter((key) => !(key in experiment.variants));
        if (unknown.length > 0) {
          context.addIssue({
            code: 'custom',
            path: ['daily', index, 'variants', unknown[0] as string],
            message: `must be one of the experiment's variants (${listed})`,
          });
        }
      });
      if (experiment.run && experiment.run.variants.map((arm) => arm.key).join() !== listed) {
        context.addIssue({
          code: 'custom',
          path: ['run', 'variants'],
          message: `must list the experiment's variants (${listed})`,
        });
      }
    }),
  );

/** One row of the page-view breakdown. */
export const abStatsPageViewRowSchema = z.object({ path: z.string(), views: count });

/** The answer the api sends. */
export const abStatsResponseSchema = z
  .object({
    experiments: z.optional(z.array(abStatsExperimentSchema)),
    /** A failure text; with `data` present it is shown as fallback data, otherwise as a configuration problem. */
    error: z.optional(z.string()),
    warning: z.optional(z.string()),
    message: z.optional(z.string()),
    connectionSuccessful: z.optional(z.boolean()),
    isLiveData: z.optional(z.boolean()),
    totalPageViews: z.optional(count),
    pageViewData: z.optional(z.object({ rows: z.array(abStatsPageViewRowSchema) })),
    /** True when at least one impression or conversion is in the range. */
    hasRealAbData: z.optional(z.boolean()),
    /** Fallback experiments, sent with `error` or `message` when live data could not be read. */
    data: z.optional(z.array(abStatsExperimentSchema)),
    /** Where the figures come from. */
    source: z.optional(z.enum(['first-party', 'ga4'])),
    /** The range asked for and the UTC days it covers. */
    range: z.optional(z.object({ startDate: z.string(), endDate: z.string(), from: day, to: day })),
  })
  .check(
    z.refine((body) => body.experiments !== undefined || body.data !== undefined, {
      error: 'must have an experiments or a data list',
    }),
  );

/** The legacy body: the experiments array alone. */
export const abStatsLegacyResponseSchema = z.array(abStatsExperimentSchema);

/**
 * Reads either body with its own schema (not a union: a union's failure would hide which field broke which
 * rule). An issue's `path` starts at the body.
 */
export function safeParseAbStats(json: unknown) {
  return Array.isArray(json) ? abStatsLegacyResponseSchema.safeParse(json) : abStatsResponseSchema.safeParse(json);
}

export type AbStatsFigures = z.infer<typeof abStatsFiguresSchema>;
export type AbStatsVariant = z.infer<typeof abStatsVariantSchema>;
export type AbStatsDay = z.infer<typeof abStatsDaySchema>;
export type AbStatsRun = z.infer<typeof abStatsRunSchema>;
export type AbStatsExperiment = z.infer<typeof abStatsExperimentSchema>;
export type AbStatsPageViewRow = z.infer<typeof abStatsPageViewRowSchema>;
export type AbStatsResponse = z.infer<typeof abStatsResponseSchema>;
export type AbStatsLegacyResponse = z.infer<typeof abStatsLegacyResponseSchema>;

function isStrictlyAscending<Item>(keyOf: (item: Item) => string) {
  return (items: readonly Item[]) =>
    items.every((item, index) => index === 0 || keyOf(items[index - 1] as Item) < keyOf(item));
}
