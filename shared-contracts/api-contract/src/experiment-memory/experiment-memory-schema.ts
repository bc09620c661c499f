import { experimentPlanSchema, experimentWeightsSchema } from '@novavox/contracts-experiments';
import * as z from 'zod/mini';
import { count, isoTime } from '../answer-fields';
import { optionalText } from '../forms/form-field-schemas';
import { BODY_NOT_JSON_OBJECT_MESSAGE } from '../forms/request-body-messages';

/**
 * What the team learned from an experiment (docs/experiment-memory.md), shared by the api and the dashboard:
 * - the hypothesis and notes of each coded experiment, with every edit kept (who and when);
 * - the archive of concluded runs: what was tested, the decision, who decided and when, and the run's counts;
 * - read-only share links to one experiment's results.
 * The free text follows the forms' text rules: the hypothesis is one line (no markup, no line breaks, no hidden or
 * bidi characters); the notes may span lines.
 */

export const MEMORY_LIMITS = { hypothesis: 300, notes: 5000 } as const;

/** `POST /admin/experiments/:id/memory`: the whole text, and the version it was edited from (0 for the first). */
export const experimentMemoryInputSchema = z.object(
  {
    hypothesis: optionalText({ label: 'Hypothesis', max: MEMORY_LIMITS.hypothesis }),
    notes: optionalText({ label: 'Notes', max: MEMORY_LIMITS.notes, multiline: true }),
    version: z
      .number({ error: 'Version must be a whole number' })
      .check(z.int({ error: 'Version must be a whole number' }), z.minimum(0, { error: 'Version must be 0 or more' })),
  },
  { error: BODY_NOT_JSON_OBJECT_MESSAGE },
);
export type ExperimentMemoryInput = z.input<typeof experimentMemoryInputSchema>;

/** One saved edit: the text as it was saved, by whom and when. `version` counts the edits from 1. */
export const experimentMemoryEditSchema = z.object({
  version: count,
  hypothesis: z.string(),
  notes: z.string(),
  actor: z.string(),
  at: isoTime,
});
export type ExperimentMemoryEdit = z.infer<typeof experimentMemoryEditSchema>;

/** `GET /admin/experiments/:id/memory` and the answer to a save: the current text (version 0: none yet), newest edit first. */
export const experimentMemoryResponseSchema = z.object({
  experimentId: z.string(),
  hypothesis: z.string(),
  notes: z.string(),
  version: count,
  edits: z.array(experimentMemoryEditSchema),
});
export type ExperimentMemoryResponse = z.infer<typeof experimentMemoryResponseSchema>;

/**
 * How a run ended: `shipped` a challenger to everyone, `stopped` (A kept for everyone), or `guardrail` (the
 * watch took a harming arm out, which ended the run; the others went on in a new run).
 */
export const ARCHIVE_DECISIONS = ['shipped', 'stopped', 'guardrail'] as const;
export type ArchiveDecision = (typeof ARCHIVE_DECISIONS)[number];

export const archivedArmSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The arm's share of the run's traffic, in percent. */
  weightPercent: z.number(),
  views: count,
  conversions: count,
});
export type ArchivedArm = z.infer<typeof archivedArmSchema>;

export const archivedRunSchema = z.object({
  experimentId: z.string(),
  experimentName: z.string(),
  runId: z.string(),
  startedAt: isoTime,
  endedAt: isoTime,
  arms: z.array(archivedArmSchema),
  weights: experimentWeightsSchema,
  plan: experimentPlanSchema,
  decision: z.enum(ARCHIVE_DECISIONS),
  /** The arm the decision is about: the one shipped, the harming one taken out, or A when stopped. */
  decidedArm: z.string(),
  actor: z.string(),
  reason: z.nullable(z.string()),
});
export type ArchivedRun = z.infer<typeof archivedRunSchema>;

/** `GET /admin/experiments/archive`: every concluded run, newest first. */
export const experimentArchiveResponseSchema = z.object({ runs: z.array(archivedRunSchema) });
export type ExperimentArchiveResponse = z.infer<typeof experimentArchiveResponseSchema>;

/** Share links last at most a week; the team can also withdraw one before then. */
export const SHARE_LINK_HOURS = { default: 72, max: 168 } as const;

/** `POST /admin/experiments/:id/share-links`: how long the link lasts, in whole hours. */
export const shareLinkRequestSchema = z.object(
  {
    hours: z.optional(
      z
        .number({ error: 'Hours must be a whole number' })
        .check(
          z.int({ error: 'Hours must be a whole number' }),
          z.minimum(1, { error: 'Hours must be at least 1' }),
          z.maximum(SHARE_LINK_HOURS.max, { error: `Hours must be at most ${SHARE_LINK_HOURS.max} (a week)` }),
        ),
    ),
  },
  { error: BODY_NOT_JSON_OBJECT_MESSAGE },
);

export const shareLinkResponseSchema = z.object({ linkId: z.string(), url: z.string(), expiresAt: isoTime });
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/** The dashboard's query parameter that carries a share token. */
export const SHARE_QUERY_PARAMETER = 'share';

/** What a share link's token opens: one experiment's results, read-only, until it expires. */
export const sharedResultsInfoSchema = z.object({ experimentId: z.string(), expiresAt: isoTime });
export type SharedResultsInfo = z.infer<typeof sharedResultsInfoSchema>;

export const SHARE_LINK_EXPIRED_MESSAGE = 'This results link has expired; ask the team for a new one';
export const SHARE_LINK_INVALID_MESSAGE = 'This results link is not valid; ask the team for a new one';
export const SHARE_LINK_WITHDRAWN_MESSAGE = 'This results link was withdrawn by the team; ask them for a new one';

/** One issued share link, without its signature (so a listing cannot be turned back into links). */
export const shareLinkEntrySchema = z.object({
  linkId: z.string(),
  experimentId: z.string(),
  createdBy: z.string(),
  createdAt: isoTime,
  expiresAt: isoTime,
  withdrawnAt: z.nullable(isoTime),
  withdrawnBy: z.nullable(z.string()),
});
export type ShareLinkEntry = z.infer<typeof shareLinkEntrySchema>;

/** `GET /admin/experiments/:id/share-links`: the experiment's links still open, newest first. */
export const shareLinkListResponseSchema = z.object({ links: z.array(shareLinkEntrySchema) });
export type ShareLinkListResponse = z.infer<typeof shareLinkListResponseSchema>;

/**
 * `POST /admin/experiments/:id/share-links/:linkId/withdraw`: the link as it now is; `alreadyWithdrawn` when an
 * earlier withdrawal had closed it (who and when stay the first one's).
 */
export const shareLinkWithdrawResponseSchema = z.object({ link: shareLinkEntrySchema, alreadyWithdrawn: z.boolean() });
export type ShareLinkWithdrawResponse = z.infer<typeof shareLinkWithdrawResponseSchema>;
