import { type ExperimentId, experimentIds } from './experiment-catalog';

/**
 * What an experiment is judged on. Each metric is declared once here: its name, the server-side fact it counts
 * and which experiments read it; the api credits it and the dashboard shows it from this list alone.
 *
 * Every metric counts visitors, not events: a visitor counts once per experiment, only after their exposure
 * (their first accepted impression) and only while the experiment runs, for the variant of that exposure.
 */

/** Facts the api sees itself (none of them is a browser's claim, except the demo call's accepted event). */
export const metricSources = [
  /** A waitlist sign-up whose confirmation link was used (double opt-in complete). */
  'waitlist_confirmed',
  /** A waitlist sign-up the api accepted and stored or answered (not the honeypot's). */
  'waitlist_submitted',
  /** A `demo_call_started` event accepted by `POST /events`. */
  'demo_call_event',
  /** A phone call the api placed through the voice platform. */
  'phone_call_placed',
  /** A contact message the api stored. */
  'contact_stored',
] as const;
export type MetricSource = (typeof metricSources)[number];

export interface ExperimentMetric {
  id: string;
  /** The dashboard's label. */
  name: string;
  source: MetricSource;
  /** The experiments it is counted for. */
  experiments: readonly ExperimentId[] | 'all';
  /** What it counts, in one sentence (the dashboard's explanation). */
  counts: string;
}

/** The primary metric: the dashboard's "conversions" and the only one a verdict is drawn from. */
export const PRIMARY_METRIC_ID = 'confirmed_signup';

export const experimentMetrics = [
  {
    id: PRIMARY_METRIC_ID,
    name: 'Confirmed sign-ups',
    source: 'waitlist_confirmed',
    experiments: 'all',
    counts: 'visitors whose waitlist sign-up was confirmed through the e-mailed link',
  },
  {
    id: 'signup_submitted',
    name: 'Sign-ups submitted',
    source: 'waitlist_submitted',
    experiments: 'all',
    counts: 'visitors who sent the waitlist form, confirmed or not',
  },
  {
    id: 'demo_call_started',
    name: 'Web demo calls started',
    source: 'demo_call_event',
    experiments: 'all',
    counts: 'visitors whose browser reported a live demo call started',
  },
  {
    id: 'phone_call_requested',
    name: 'Phone calls requested',
    source: 'phone_call_placed',
    experiments: 'all',
    counts: 'visitors for whom the api placed a phone call',
  },
  {
    id: 'contact_sent',
    name: 'Contact messages sent',
    source: 'contact_stored',
    experiments: 'all',
    counts: 'visitors whose contact message the api stored',
  },
] as const satisfies readonly ExperimentMetric[];

export type ExperimentMetricId = (typeof experimentMetrics)[number]['id'];

/** The metrics beside the primary one, in the dashboard's order. */
export const secondaryMetrics: readonly ExperimentMetric[] = experimentMetrics.filter(
  (metric) => metric.id !== PRIMARY_METRIC_ID,
);

/** The experiments a metric is counted for. */
export function metricExperiments(metric: ExperimentMetric): readonly ExperimentId[] {
  return metric.experiments === 'all' ? experimentIds : metric.experiments;
}

/** The metrics a server-side fact credits. */
export function metricsOfSource(source: MetricSource): readonly ExperimentMetric[] {
  return experimentMetrics.filter((metric) => metric.source === source);
}

/**
 * The guardrails: what the site cares about beside the primary metric, watched on every running run
 * (docs/experiment-watch.md, "Guardrails that pause"). A challenger that significantly lowers one of them against
 * the control is taken out of the run (its weight to 0). Each counts visitors, so a drop is harm.
 */
export const guardrailMetricIds = [
  'demo_call_started',
  'phone_call_requested',
  'contact_sent',
  'signup_submitted',
] as const satisfies readonly ExperimentMetricId[];
export type GuardrailMetricId = (typeof guardrailMetricIds)[number];
