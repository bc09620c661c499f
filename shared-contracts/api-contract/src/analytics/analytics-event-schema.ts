/**
 * The first-party analytics batch the shell forwards to `POST /events` (runtime config `endpoints.events`).
 * Names and parameters mirror the GA4 events (`experiment_impression` / `experiment_conversion` with
 * experiment_id, variant_id, event_category, event_label), so one bus event feeds both collectors.
 * `zod/mini` keeps this small enough for the browser.
 */

import { VARIANT_LETTER, VARIANT_LETTER_RULE } from '@novavox/contracts-experiments/experiment-rules';
// Relative, not through the forms entry: only these small rules come along, not the form schemas.
import {
  hasHiddenCharacter,
  hasMarkup,
  hiddenCharacterMessage,
  markupMessage,
  notTextMessage,
} from '@novavox/contracts-experiments/text-rules';
import * as z from 'zod/mini';
import { siteIdRule, VISITOR_ID_PATTERN } from '../forms/form-field-schemas';
import { ANALYTICS_BATCH_MAX_EVENTS } from './analytics-batch-limit';
import { TRAFFIC_SOURCE_MAX_LENGTH } from './visit-landing';

export { ANALYTICS_BATCH_MAX_EVENTS };

export const EVENTS_BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object with an events list';
export const EVENT_NOT_OBJECT_MESSAGE = 'Each event must be a JSON object';
export const LANDING_PATH_MESSAGE = 'landing_path must be a path on this site, starting with /';
export const PAGE_PATH_MESSAGE = 'page_path must be a path on this site, starting with /';
export const VISITOR_ID_MESSAGE = siteIdRule('visitor_id');
export const EVENT_ID_MESSAGE = siteIdRule('event_id');
export const IMPRESSION_VISITOR_MESSAGE = 'visitor_id is required for an impression';

/** A path on this site: one leading slash (`//host` and `/\host` lead elsewhere), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Event text as strict as the forms' fields (the same rules and messages): trimmed, bounded, no control,
 * invisible or direction-changing characters, no markup; `optional` text may be empty.
 */
const text = (label: string, max: number, options: { optional?: boolean } = {}) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : notTextMessage(label)) }).check(
    z.trim(),
    ...(options.optional ? [] : [z.minLength(1, { error: `${label} is required`, abort: true })]),
    z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true }),
    z.refine<string>((value) => !hasHiddenCharacter(value), { error: hiddenCharacterMessage(label), abort: true }),
    z.refine<string>((value) => !hasMarkup(value), { error: markupMessage(label), abort: true }),
  );

const pagePath = () => text('page_path', 512).check(z.regex(SITE_PATH, { error: PAGE_PATH_MESSAGE }));

const common = {
  /** When it happened, epoch milliseconds; the server clamps it to its own clock (see api). */
  occurred_at: z.optional(
    z
      .number({ error: 'occurred_at must be epoch milliseconds' })
      .check(z.int({ error: 'occurred_at must be epoch milliseconds' })),
  ),
  /** Anonymous, stable per browser (`nvx_uid`); lets the api count users rather than events. */
  visitor_id: z.optional(
    z.string({ error: notTextMessage('visitor_id') }).check(z.regex(VISITOR_ID_PATTERN, { error: VISITOR_ID_MESSAGE })),
  ),
  page_path: z.optional(pagePath()),
  /** Made once by the sender: a retried event carries the same id, and the api stores it once. */
  event_id: z.optional(
    z.string({ error: notTextMessage('event_id') }).check(z.regex(VISITOR_ID_PATTERN, { error: EVENT_ID_MESSAGE })),
  ),
};

const experimentFields = {
  ...common,
  experiment_id: text('experiment_id', 64).check(
    z.regex(/^[a-z0-9_]+$/, { error: 'experiment_id must be lower-case letters, digits and underscores' }),
  ),
  variant_id: z
    .string({ error: notTextMessage('variant_id') })
    .check(z.regex(VARIANT_LETTER, { error: `variant_id ${VARIANT_LETTER_RULE}` })),
  event_category: z._default(text('event_category', 64), 'experiment'),
  event_label: z.optional(text('event_label', 200)),
};

export const analyticsEventSchema = z.discriminatedUnion(
  'name',
  [
    z.object({
      name: z.literal('experiment_impression'),
      ...experimentFields,
      // An impression without a visitor would count as a visitor of its own: anyone could inflate an arm.
      visitor_id: z
        .string({ error: IMPRESSION_VISITOR_MESSAGE })
        .check(z.regex(VISITOR_ID_PATTERN, { error: VISITOR_ID_MESSAGE })),
      // Where the visit came from, for the segments (visit-landing.ts); the api stores them at first exposure.
      landing_path: z.optional(text('landing_path', 512).check(z.regex(SITE_PATH, { error: LANDING_PATH_MESSAGE }))),
      traffic_source: z.optional(text('traffic_source', TRAFFIC_SOURCE_MAX_LENGTH)),
    }),
    z.object({ name: z.literal('experiment_conversion'), ...experimentFields }),
    z.object({
      name: z.literal('page_view'),
      ...common,
      page_path: pagePath(),
      page_title: z.optional(text('page_title', 300, { optional: true })),
    }),
    z.object({ name: z.literal('demo_call_started'), ...common }),
    z.object({
      name: z.literal('form_submission'),
      ...common,
      form: z.enum(['waitlist', 'contact', 'signup'], { error: 'form must be waitlist, contact or signup' }),
      source: z.optional(text('source', 200)),
    }),
  ],
  {
    error: (issue) =>
      typeof issue.input !== 'object' || issue.input === null || Array.isArray(issue.input)
        ? EVENT_NOT_OBJECT_MESSAGE
        : 'name must be experiment_impression, experiment_conversion, page_view, form_submission or demo_call_started',
  },
);

export const analyticsBatchSchema = z.object(
  {
    events: z.array(analyticsEventSchema, { error: 'events must be a list' }).check(
      z.minLength(1, { error: 'events must hold at least one event' }),
      z.maxLength(ANALYTICS_BATCH_MAX_EVENTS, {
        error: `events must hold at most ${ANALYTICS_BATCH_MAX_EVENTS} events`,
      }),
    ),
  },
  { error: EVENTS_BODY_NOT_OBJECT_MESSAGE },
);

/** What a sender builds (event_category may be left out). */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
/** An event before the sender adds the visitor id (an impression needs one to be sent). */
export type AnalyticsEventDraft = AnalyticsEventInput extends infer Event
  ? Event extends unknown
    ? Omit<Event, 'visitor_id'> & { visitor_id?: string }
    : never
  : never;
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];
