import { experimentCatalog } from '@novavox/contracts-experiments';
import type { AbStatsExperiment, AbStatsFigures, AbStatsRun, AbStatsVariant } from '../ab-stats/ab-stats-schema';

/**
 * Sample answers of `GET /analytics/ab-stats` for tests on both sides (the api's, the dashboard's, the e2e's).
 * A test writes the figures it checks and nothing else: names and descriptions come from the experiment catalog,
 * so the samples look like what the api sends and read the same everywhere.
 */

/** The nine experiment ids of docs/requirements.md §3, in that order, written out here rather than read from the catalog. */
export const specExperimentIds: readonly string[] = (
  'family_headline cta_button_text cta_button_color subheadline feature_messaging testimonial_style ' +
  'phone_feature_framing cta_layout value_proposition'
).split(' ');

/** A variant's figures as a test writes them: `[views, conversions]`, or with a name of its own. */
export type SampleVariant = readonly [views: number, conversions: number] | (AbStatsFigures & Partial<AbStatsVariant>);

/** By variant letter. */
export type SampleVariants = Readonly<Record<string, SampleVariant>>;

function figuresOf(sample: SampleVariant): AbStatsFigures {
  return Array.isArray(sample) ? { views: sample[0], conversions: sample[1] } : (sample as AbStatsFigures);
}

/**
 * One experiment of the answer with the given figures by letter. An id or a letter the catalog lacks is named
 * after itself (`Variant G`), with an empty description; `more` adds or replaces the other fields.
 */
export function sampleExperiment(
  id: string,
  variants: SampleVariants,
  more: Partial<Omit<AbStatsExperiment, 'id' | 'variants'>> = {},
): AbStatsExperiment {
  const definition = experimentCatalog.find((entry) => entry.id === id);
  return {
    id,
    name: definition?.name ?? id,
    description: definition?.description ?? '',
    variants: Object.fromEntries(
      Object.entries(variants).map(([key, sample]) => {
        const copy = definition?.variants.find((variant) => variant.key === key);
        const own = Array.isArray(sample) ? {} : sample;
        const variant: AbStatsVariant = {
          name: copy?.name ?? `Variant ${key}`,
          description: copy?.description ?? '',
          ...own,
          ...figuresOf(sample),
        };
        return [key, variant];
      }),
    ),
    ...more,
  };
}

/** An experiment's run from `startedAt` to the day `to`, its variants sorted by letter as the api sends them. */
export function sampleRun(startedAt: string, to: string, variants: SampleVariants): AbStatsRun {
  return {
    startedAt,
    from: startedAt.slice(0, 10),
    to,
    variants: Object.entries(variants)
      .map(([key, sample]) => ({ key, ...figuresOf(sample) }))
      .sort((left, right) => left.key.localeCompare(right.key)),
  };
}
