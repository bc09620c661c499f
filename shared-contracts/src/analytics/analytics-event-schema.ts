/**
 * The first-party analytics batch the shell forwards to `POST /events` (runtime config `endpoints.events`).
 * Names and parameters mirror the GA4 events (`experiment_impression` / `experiment_conversion` with
 * experiment_id, variant_id, event_category, event_label), so one bus event feeds both collectors.
 * `zod/mini` keeps this small enough for the browser.
 */
import * as z from 'zod/mini';
import { ANALYTICS_BATCH_MAX_EVENTS } from './analytics-batch-limit';

export { ANALYTICS_BATCH_MAX_EVENTS };

const bounded = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required`, abort: true }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    );

const common = {
  /** When it happened, epoch milliseconds; the server clamps it to its own clock (see api). */
  occurred_at: z.optional(z.number({ error: 'occurred_at must be epoch milliseconds' }).check(z.int())),
  /** Anonymous, stable per browser (`nvx_uid`); lets the api count users rather than events. */
  visitor_id: z.optional(bounded('visitor_id', 64)),
  page_path: z.optional(bounded('page_path', 512)),
};

const experimentFields = {
  ...common,
  experiment_id: bounded('experiment_id', 64).check(
    z.regex(/^[a-z0-9_]+$/, { error: 'experiment_id must be lower-case letters, digits and underscores' }),
  ),
  variant_id: z
    .string({ error: 'variant_id must be text' })
    .check(z.regex(/^[A-Z]$/, { error: 'variant_id must be one capital letter' })),
  event_category: z._default(bounded('event_category', 64), 'experiment'),
  event_label: z.optional(bounded('event_label', 200)),
};

export const analyticsEventSchema = z.discriminatedUnion(
  'name',
  [
    z.object({ name: z.literal('experiment_impression'), ...experimentFields }),
    z.object({ name: z.literal('experiment_conversion'), ...experimentFields }),
    z.object({
      name: z.literal('page_view'),
      ...common,
      page_path: bounded('page_path', 512),
      page_title: z.optional(
        z
          .string({ error: 'page_title must be text' })
          .check(z.maxLength(300, { error: 'page_title must be at most 300 characters' })),
      ),
    }),
    z.object({
      name: z.literal('form_submission'),
      ...common,
      form: z.enum(['waitlist', 'contact', 'signup'], { error: 'form must be waitlist, contact or signup' }),
      source: z.optional(bounded('source', 200)),
    }),
  ],
  { error: 'name must be experiment_impression, experiment_conversion, page_view or form_submission' },
);

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema, { error: 'events must be a list' }).check(
    z.minLength(1, { error: 'events must hold at least one event' }),
    z.maxLength(ANALYTICS_BATCH_MAX_EVENTS, {
      error: `events must hold at most ${ANALYTICS_BATCH_MAX_EVENTS} events`,
    }),
  ),
});

/** What a sender builds (event_category may be left out). */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];
