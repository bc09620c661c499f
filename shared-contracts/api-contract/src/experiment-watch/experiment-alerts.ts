import * as z from 'zod/mini';
import { count, isoTime } from '../answer-fields';
import { BODY_NOT_JSON_OBJECT_MESSAGE } from '../forms/request-body-messages';
import { parseWith } from '../parse-with';

/**
 * The experiment watch's alerts (docs/experiment-watch.md), shared by the api and the dashboard: what the watch
 * told the team about one experiment (`GET /admin/experiments/:id/alerts`), and a team member's choice to receive
 * them or not (`GET` / `POST /team/me/alerts`).
 */
/** Who the history names for what the watch does itself (an end date acting, a guardrail taking an arm out). */
export const EXPERIMENT_WATCH_ACTOR = 'system (experiment watch)';
/** How the reason of a guardrail's weights change begins; the figures follow it. */
export const GUARDRAIL_REASON_PREFIX = 'Guardrail tripped: ';

export const EXPERIMENT_ALERT_KINDS = ['end', 'guardrail', 'verdict', 'health'] as const;
export type ExperimentAlertKind = (typeof EXPERIMENT_ALERT_KINDS)[number];

export const experimentAlertSchema = z.object({
  kind: z.enum(EXPERIMENT_ALERT_KINDS),
  /** The run the change belongs to, when there is one. */
  runId: z.nullable(z.string()),
  /** The e-mail's subject: what changed, in one line. */
  subject: z.string(),
  foundAt: isoTime,
  /** When it went out, alone or in a digest; null while it waits for the day's digest. */
  sentAt: z.nullable(isoTime),
  /** Team members mailed (those who turned the alerts off are not). */
  recipients: count,
  /** The webhook's answer (`200`, `error: …`), null without a webhook. */
  webhook: z.nullable(z.string()),
});
export type ExperimentAlert = z.infer<typeof experimentAlertSchema>;

export const experimentAlertsResponseSchema = z.object({ alerts: z.array(experimentAlertSchema) });
export type ExperimentAlertsResponse = z.infer<typeof experimentAlertsResponseSchema>;

/** `POST /team/me/alerts` and its answer: whether the signed-in member receives the experiment alerts. */
export const teamAlertSettingsSchema = z.object(
  { experimentAlerts: z.boolean({ error: 'must be true or false' }) },
  { error: BODY_NOT_JSON_OBJECT_MESSAGE },
);
export type TeamAlertSettings = z.infer<typeof teamAlertSettingsSchema>;

export const parseExperimentAlerts = (value: unknown) => parseWith(experimentAlertsResponseSchema, value);
export const parseTeamAlertSettings = (value: unknown) => parseWith(teamAlertSettingsSchema, value);
