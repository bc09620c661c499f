import type { Generated, Kysely } from 'kysely';

/**
 * The api's tables as the query layer sees them, the same on SQLite and PostgreSQL. Times are ISO-8601 text
 * and days `YYYY-MM-DD` text on both engines, so comparisons and ranges read the same everywhere; flags are
 * 0/1 integers.
 */
export interface DatabaseSchema {
  waitlist_signups: WaitlistSignupsTable;
  contact_messages: ContactMessagesTable;
  contact_modal_messages: ContactModalMessagesTable;
  analytics_events: AnalyticsEventsTable;
  phone_calls: PhoneCallsTable;
  experiment_exposures: ExperimentExposuresTable;
  experiment_daily_views: ExperimentDailyViewsTable;
  experiment_daily_conversions: ExperimentDailyConversionsTable;
  page_views_daily: PageViewsDailyTable;
  waitlist_changes: WaitlistChangesTable;
  mail_outbox: MailOutboxTable;
  app_secrets: AppSecretsTable;
  experiment_states: ExperimentStatesTable;
  experiment_changes: ExperimentChangesTable;
  rate_limit_counters: RateLimitCountersTable;
  phone_call_gate: PhoneCallGateTable;
  team_sign_in_links: TeamSignInLinksTable;
  team_sessions: TeamSessionsTable;
  experiment_metric_visitors: ExperimentMetricVisitorsTable;
  experiment_daily_metric_visitors: ExperimentDailyMetricVisitorsTable;
  experiment_run_counters: ExperimentRunCountersTable;
  experiment_segment_counters: ExperimentSegmentCountersTable;
  copy_experiments: CopyExperimentsTable;
  copy_experiment_changes: CopyExperimentChangesTable;
  copy_slot_claims: CopySlotClaimsTable;
  slot_copy: SlotCopyTable;
  slot_copy_changes: SlotCopyChangesTable;
  experiment_alerts: ExperimentAlertsTable;
  team_member_settings: TeamMemberSettingsTable;
  experiment_memory_edits: ExperimentMemoryEditsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  experiment_share_links: ExperimentShareLinksTable;
}

export type AppKysely = Kysely<DatabaseSchema>;

export interface WaitlistSignupsTable {
  id: Generated<number>;
  email_key: string;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  phone: string | null;
  interest: string | null;
  receive_updates: number;
  source: string;
  submissions: Generated<number>;
  created_at: string;
  updated_at: string;
  /** `pending` until the address confirms; only a confirmed sign-up holds a place. */
  status: Generated<'pending' | 'confirmed'>;
  confirmed_at: string | null;
  consent_at: string | null;
  consent_version: string | null;
  /** Makes the confirmation link single-use: cleared once used. */
  confirm_nonce: string | null;
  /** In every e-mail's deletion link. */
  delete_nonce: string | null;
  /** The site's anonymous visitor id sent with the sign-up: its confirmation is credited to their experiments. */
  visitor_id: string | null;
}

/** Details a confirmed person submitted again; applied only through the link sent to their address. */
export interface WaitlistChangesTable {
  id: Generated<number>;
  signup_id: number;
  values_json: string;
  nonce: string;
  created_at: string;
}

/** Every e-mail, written in the transaction that decided to send it, then sent (when SMTP is set) and stamped. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** 'visitor' (caused by a form) or 'team-sign-in' (its link is made only when sent); each has its own budget. */
  kind: Generated<MailKind>;
}

/** 'team-alert': the experiment watch's alerts and digests to the team (docs/experiment-watch.md). */
export type MailKind = 'visitor' | 'team-sign-in' | 'team-alert';

/** An e-mailed sign-in link not used yet: the SHA-256 of its token, the address it signs in, until when. */
export interface TeamSignInLinksTable {
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
}

/** A signed-in team member's session: the SHA-256 of the cookie's token; the role comes from the allow-list. */
export interface TeamSessionsTable {
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
}

/** A message from the header's Contact Us modal (one name, a subject, no phone). */
export interface ContactModalMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** Every event as received: the audit trail the aggregates are derived from (kept for EVENTS_RETENTION_DAYS). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  occurred_at: string;
  occurred_on: string;
  visitor_id: string | null;
  experiment_id: string | null;
  variant_id: string | null;
  event_category: string | null;
  event_label: string | null;
  page_path: string | null;
  page_title: string | null;
  form: string | null;
  source: string | null;
  received_at: string;
  /** The sender's id of the event: stored once (null from senders before ids). */
  event_id: string | null;
}

export interface PhoneCallsTable {
  id: Generated<number>;
  user_id: string;
  interview_id: string | null;
  phone_number: string;
  client_address: string;
  status: string;
  platform_call_id: string | null;
  created_at_ms: number;
}

/** One row per visitor and experiment: the first exposure (variant, day) and the day of the first conversion. */
export interface ExperimentExposuresTable {
  experiment_id: string;
  visitor_id: string;
  variant_id: string;
  exposed_on: string;
  /** When the exposure was received (ISO time): a conversion counts only for an exposure of the current run. */
  exposed_at: string | null;
  converted_on: string | null;
  /** The visitor's segments at first exposure (migration 020); null for exposures stored before. */
  segment_device: string | null;
  segment_source: string | null;
  segment_landing: string | null;
}

/** Visitors first exposed per experiment, variant and day; `first_at` is the earliest exposure of that day. */
export interface ExperimentDailyViewsTable {
  experiment_id: string;
  variant_id: string;
  day: string;
  views: number;
  first_at: string;
}

/** First conversions per experiment and variant, by the converter's exposure day and conversion day. */
export interface ExperimentDailyConversionsTable {
  experiment_id: string;
  variant_id: string;
  exposed_on: string;
  converted_on: string;
  conversions: number;
}

export interface PageViewsDailyTable {
  day: string;
  path: string;
  views: number;
}

/** The current state of each experiment the team changed (JSON of the shared ExperimentState). */
export interface ExperimentStatesTable {
  experiment_id: string;
  state_json: string;
  /** How many changes led here: a change applies only to the version it was computed from. */
  version: number;
  updated_at: string;
}

/** Append-only: every change to an experiment's state. */
export interface ExperimentChangesTable {
  id: Generated<number>;
  experiment_id: string;
  action: string;
  actor: string;
  reason: string | null;
  before_json: string;
  after_json: string;
  changed_at: string;
}

/** One fixed-window counter per limit and client: `bucket` is `<limit>:<client>`. */
export interface RateLimitCountersTable {
  bucket: string;
  window_start_ms: number;
  hits: number;
}

/** One row (id 1): a phone call's check-and-record transaction writes it first, which serialises them. */
export interface PhoneCallGateTable {
  id: number;
  turns: number;
}

/** A visitor who did what a metric counts, once per experiment: the exposure's variant and day, and when they did. */
export interface ExperimentMetricVisitorsTable {
  visitor_id: string;
  experiment_id: string;
  metric_id: string;
  variant_id: string;
  exposed_on: string;
  day: string;
}

/** How many visitors a metric counted, by experiment, variant, exposure day and day (the dashboard's read). */
export interface ExperimentDailyMetricVisitorsTable {
  experiment_id: string;
  variant_id: string;
  metric_id: string;
  exposed_on: string;
  day: string;
  visitors: number;
}

/** Visitors first exposed within one run of an experiment, and those of them who converted, per variant. */
export interface ExperimentRunCountersTable {
  experiment_id: string;
  /** The run's `runId` (experiment-state.ts): a new one at each start and weight change; pause/resume keep it. */
  run_id: string;
  variant_id: string;
  views: number;
  conversions: number;
}

/** A run's visitors and conversions per arm and segment of one dimension (migration 020, docs: "Segments"). */
export interface ExperimentSegmentCountersTable {
  experiment_id: string;
  run_id: string;
  /** `device`, `source` or `landing` (SEGMENT_DIMENSIONS in @novavox/contracts-api/experiment-segments). */
  dimension: string;
  segment: string;
  variant_id: string;
  views: number;
  conversions: number;
}

/** Copy experiments written in the dashboard (migration 014, docs/copy-experiments.md). */
export interface CopyExperimentsTable {
  id: string;
  name: string;
  hypothesis: string;
  page: string;
  slots_json: string;
  variants_json: string;
  status: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  run_id: string | null;
  started_at: string | null;
  ended_at: string | null;
  shipped_variant: string | null;
  version: number;
}

export interface CopyExperimentChangesTable {
  id: Generated<number>;
  experiment_id: string;
  action: string;
  actor: string;
  status_before: string;
  status_after: string;
  changed_at: string;
  reason: string | null;
}

/** One row per slot a running copy experiment holds: the key refuses a second claim. */
export interface CopySlotClaimsTable {
  page: string;
  slot_id: string;
  experiment_id: string;
}

export interface SlotCopyTable {
  slot_id: string;
  text: string;
  updated_at: string;
}

export interface SlotCopyChangesTable {
  id: Generated<number>;
  slot_id: string;
  action: string;
  text_before: string | null;
  text_after: string | null;
  experiment_id: string;
  variant_id: string;
  actor: string;
  reason: string | null;
  changed_at: string;
}

/** One change the experiment watch found and told (or will tell, in the digest) the team about. */
export interface ExperimentAlertsTable {
  id: Generated<number>;
  experiment_id: string;
  run_id: string | null;
  /** What changed, unique per experiment: `verdict:<run>:<line>`, `guardrail:<run>:<arm>:<metric>`, … */
  change_key: string;
  kind: 'end' | 'guardrail' | 'verdict' | 'health';
  subject: string;
  text_body: string;
  found_at: string;
  /** When it went out (alone or in a digest); null while it waits for the digest. */
  sent_at: string | null;
  /** How many team members were mailed. */
  recipients: Generated<number>;
  /** The webhook's answer ('200', 'error: …'), null when no webhook is configured or not sent yet. */
  webhook_status: string | null;
}

/** What a team member chose (their address, lower-cased): 1 to receive the experiment alerts, 0 not to. */
export interface TeamMemberSettingsTable {
  email: string;
  experiment_alerts: number;
  updated_at: string;
}

/** One saved hypothesis and notes of an experiment; the highest version is the current text (migration 018). */
export interface ExperimentMemoryEditsTable {
  id: Generated<number>;
  experiment_id: string;
  version: number;
  hypothesis: string;
  notes: string;
  actor: string;
  edited_at: string;
}

/** One issued share link; `withdrawn_*` are null while it is open (migration 021, docs/experiment-memory.md). */
export interface ExperimentShareLinksTable {
  id: Generated<number>;
  link_id: string;
  experiment_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  withdrawn_at: string | null;
  withdrawn_by: string | null;
}

/** One call of the watch's webhook, tried until accepted or given up (docs/experiment-watch.md, "Webhook"). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  /** Sent as X-NovaVox-Delivery with every attempt: the receiver drops a delivery it has seen. */
  delivery_id: string;
  /** The experiment_alerts rows it tells, as a JSON array of ids (their webhook_status follows each attempt). */
  alert_ids: string;
  /** The JSON body, fixed when the change was told: every attempt sends the same bytes, signed afresh. */
  body: string;
  created_at: string;
  status: 'pending' | 'delivered' | 'gave_up';
  attempts: Generated<number>;
  /** When the next attempt is due (a claim moves it ahead); null once delivered or given up. */
  next_attempt_at: string | null;
  /** The receiver's last answer: its status code, or `error: …`. */
  last_answer: string | null;
  settled_at: string | null;
}
