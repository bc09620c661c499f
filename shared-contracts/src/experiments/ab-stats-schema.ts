import { z } from 'zod';

/**
 * The body of `GET /analytics/ab-stats?startDate&endDate`, as one zod schema: the api checks its answer with it
 * (tests, and at run time outside production), the A/B dashboard parses the answer with it. Its own entry
 * (`@novavox/shared-contracts/ab-stats`) keeps zod out of the visitors' bundles; only the admin pages load it.
 *
 * The fields the product's requirements name keep their names and shape: an experiment's `variants` is a map
 * keyed by variant letter (A is the control), figures may be fractional, a bare array of experiments is the
 * legacy body, a fallback answer carries `data` instead of `experiments`. What we added (`daily`, `run`,
 * `metrics`, `crossoverVisitors`, `source`, `range`) is shaped as the dashboard reads it: days oldest first,
 * the run's variants as an array sorted by letter. The api orders both; the schema checks the order instead of
 * leaving each reader to sort. The additions are optional because the legacy body and fallback data lack them.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A count of visitors: a number, 0 or more, possibly fractional (estimates or sampled data). */
const count = z.number({ error: 'must be a number' }).nonnegative({ error: 'must be 0 or more' });
/** A variant letter; A is the control. */
const variantKey = z.string().regex(/^[A-Z]$/, { error: 'must be a variant letter (one capital letter)' });
/** A map keyed by variant letter; a wrong key is named with the rule (zod's own text says only "Invalid key"). */
const byVariant = <Value extends z.ZodType>(value: Value) =>
  z.record(variantKey, value, {
    error: (issue) => (issue.code === 'invalid_key' ? 'must be a variant letter (one capital letter)' : undefined),
  });
const day = z.string().regex(DAY, { error: 'must be a YYYY-MM-DD date' });

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
  /** Every variant the experiment lists, sorted by letter (zeros when the run has none). */
  variants: z.array(abStatsFiguresSchema.extend({ key: variantKey })).refine(
    isStrictlyAscending((arm: { key: string }) => arm.key),
    { error: 'must be sorted by letter, each letter once' },
  ),
});

export const abStatsExperimentSchema = z
  .object({
    id: z.string().min(1, { error: 'must not be empty' }),
    name: z.string(),
    description: z.string(),
    /** Keyed by variant letter; A is the control. */
    variants: byVariant(abStatsVariantSchema),
    /** ISO date-time of the first impression in the range, for "days running"; null when there is none. */
    firstSeenAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable().optional(),
    /**
     * The experiment day by day, oldest first, for the charts. Days without any new visitor or conversion may be
     * left out. Summed over the days, each variant's figures equal its `variants` totals. Letters: those of
     * `variants`.
     */
    daily: z
      .array(abStatsDaySchema)
      .refine(
        isStrictlyAscending((entry: { date: string }) => entry.date),
        { error: 'must be oldest first, each day once' },
      )
      .optional(),
    /**
     * The experiment's whole run, from its start (or last restart) to today, whatever the date range asked for:
     * the verdict reads this, never the range. Null when the experiment has not started.
     */
    run: abStatsRunSchema.nullable().optional(),
    /** The secondary metrics: metric id → variant letter → visitors of the range's cohort who did it. */
    metrics: z.record(z.string(), byVariant(count)).optional(),
    /** Visitors whose impressions named another arm than their exposure's (crossover). */
    crossoverVisitors: count.optional(),
  })
  .superRefine((experiment, context) => {
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
  });

/** One row of the page-view breakdown. */
export const abStatsPageViewRowSchema = z.object({ path: z.string(), views: count });

/** The answer the api sends. */
export const abStatsResponseSchema = z
  .object({
    experiments: z.array(abStatsExperimentSchema).optional(),
    /** A failure text; with `data` present it is shown as fallback data, otherwise as a configuration problem. */
    error: z.string().optional(),
    warning: z.string().optional(),
    message: z.string().optional(),
    connectionSuccessful: z.boolean().optional(),
    isLiveData: z.boolean().optional(),
    totalPageViews: count.optional(),
    pageViewData: z.object({ rows: z.array(abStatsPageViewRowSchema) }).optional(),
    /** True when at least one impression or conversion is in the range. */
    hasRealAbData: z.boolean().optional(),
    /** Fallback experiments, sent with `error` or `message` when live data could not be read. */
    data: z.array(abStatsExperimentSchema).optional(),
    /** Where the figures come from. */
    source: z.enum(['first-party', 'ga4']).optional(),
    /** The range asked for and the UTC days it covers. */
    range: z.object({ startDate: z.string(), endDate: z.string(), from: day, to: day }).optional(),
  })
  .refine((body) => body.experiments !== undefined || body.data !== undefined, {
    error: 'must have an experiments or a data list',
  });

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
