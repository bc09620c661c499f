/** Data-only entry (`@novavox/contracts-api/experiment-watch`): the experiment watch's alerts and settings, and the
 * words it shares with the dashboard (the end action, the card's line). */
export { END_ACTION_WORDS } from './end-action-words';
export {
  EXPERIMENT_ALERT_KINDS,
  EXPERIMENT_WATCH_ACTOR,
  type ExperimentAlert,
  type ExperimentAlertKind,
  type ExperimentAlertsResponse,
  experimentAlertSchema,
  experimentAlertsResponseSchema,
  GUARDRAIL_REASON_PREFIX,
  parseExperimentAlerts,
  parseTeamAlertSettings,
  type TeamAlertSettings,
  teamAlertSettingsSchema,
} from './experiment-alerts';
export * from './figure-words';
export { type DecisiveLineOf, decisiveLineWords, FIX_DATA_WORDS } from './run-line-words';
