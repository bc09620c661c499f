--- Every statement the migrations send, in order, as they shipped (migration-ddl.test.ts compares): a line
--- marked `sqlite| ` or `postgres| ` is sent on that engine only, every other line on both. A shipped block never
--- changes; a new migration appends its own.
-- 001-initial-schema
sqlite| create table if not exists "waitlist_signups" ("id" integer primary key, "email_key" text not null unique, "email" text not null, "first_name" text not null, "last_name" text not null, "name" text not null, "phone" text, "interest" text, "receive_updates" integer not null, "source" text not null, "submissions" integer default 1 not null, "created_at" text not null, "updated_at" text not null);
sqlite| create table if not exists "contact_messages" ("id" integer primary key, "first_name" text not null, "last_name" text not null, "name" text not null, "email" text not null, "phone" text not null, "message" text not null, "created_at" text not null);
sqlite| create table if not exists "analytics_events" ("id" integer primary key, "name" text not null, "occurred_at" text not null, "occurred_on" text not null, "visitor_id" text, "experiment_id" text, "variant_id" text, "event_category" text, "event_label" text, "page_path" text, "page_title" text, "form" text, "source" text, "received_at" text not null);
postgres| create table if not exists "waitlist_signups" ("id" bigserial primary key, "email_key" text not null unique, "email" text not null, "first_name" text not null, "last_name" text not null, "name" text not null, "phone" text, "interest" text, "receive_updates" integer not null, "source" text not null, "submissions" integer default 1 not null, "created_at" text not null, "updated_at" text not null);
postgres| create table if not exists "contact_messages" ("id" bigserial primary key, "first_name" text not null, "last_name" text not null, "name" text not null, "email" text not null, "phone" text not null, "message" text not null, "created_at" text not null);
postgres| create table if not exists "analytics_events" ("id" bigserial primary key, "name" text not null, "occurred_at" text not null, "occurred_on" text not null, "visitor_id" text, "experiment_id" text, "variant_id" text, "event_category" text, "event_label" text, "page_path" text, "page_title" text, "form" text, "source" text, "received_at" text not null);
create index if not exists "analytics_events_by_day" on "analytics_events" ("occurred_on", "name");
sqlite| create table if not exists "phone_calls" ("id" integer primary key, "user_id" text not null, "interview_id" text, "phone_number" text not null, "client_address" text not null, "status" text not null, "platform_call_id" text, "created_at_ms" bigint not null);
postgres| create table if not exists "phone_calls" ("id" bigserial primary key, "user_id" text not null, "interview_id" text, "phone_number" text not null, "client_address" text not null, "status" text not null, "platform_call_id" text, "created_at_ms" bigint not null);
create index if not exists "phone_calls_by_number" on "phone_calls" ("phone_number", "created_at_ms");
create index if not exists "phone_calls_by_address" on "phone_calls" ("client_address", "created_at_ms");
create index if not exists "phone_calls_by_user" on "phone_calls" ("user_id", "created_at_ms");

-- 002-experiment-aggregates
sqlite| create table "experiment_exposures" ("experiment_id" text not null, "visitor_id" text not null, "variant_id" text not null, "exposed_on" text not null, "converted_on" text, constraint "experiment_exposures_pk" primary key ("experiment_id", "visitor_id")) WITHOUT ROWID;
sqlite| create table "experiment_daily_views" ("experiment_id" text not null, "variant_id" text not null, "day" text not null, "views" integer not null, "first_at" text not null, constraint "experiment_daily_views_pk" primary key ("experiment_id", "variant_id", "day")) WITHOUT ROWID;
sqlite| create table "experiment_daily_conversions" ("experiment_id" text not null, "variant_id" text not null, "exposed_on" text not null, "converted_on" text not null, "conversions" integer not null, constraint "experiment_daily_conversions_pk" primary key ("experiment_id", "variant_id", "exposed_on", "converted_on")) WITHOUT ROWID;
sqlite| create table "page_views_daily" ("day" text not null, "path" text not null, "views" integer not null, constraint "page_views_daily_pk" primary key ("day", "path")) WITHOUT ROWID;
postgres| create table "experiment_exposures" ("experiment_id" text not null, "visitor_id" text not null, "variant_id" text not null, "exposed_on" text not null, "converted_on" text, constraint "experiment_exposures_pk" primary key ("experiment_id", "visitor_id")) ;
postgres| create table "experiment_daily_views" ("experiment_id" text not null, "variant_id" text not null, "day" text not null, "views" integer not null, "first_at" text not null, constraint "experiment_daily_views_pk" primary key ("experiment_id", "variant_id", "day")) ;
postgres| create table "experiment_daily_conversions" ("experiment_id" text not null, "variant_id" text not null, "exposed_on" text not null, "converted_on" text not null, "conversions" integer not null, constraint "experiment_daily_conversions_pk" primary key ("experiment_id", "variant_id", "exposed_on", "converted_on")) ;
postgres| create table "page_views_daily" ("day" text not null, "path" text not null, "views" integer not null, constraint "page_views_daily_pk" primary key ("day", "path")) ;
CREATE INDEX backfill_events_by_visitor ON analytics_events (experiment_id, visitor_id, name, id);
CREATE TABLE backfill_first_exposures AS
    SELECT experiment_id, visitor_id, variant_id, occurred_on AS exposed_on, occurred_at AS exposed_at, id AS event_id
    FROM (
      SELECT experiment_id, visitor_id, variant_id, occurred_on, occurred_at, id,
             ROW_NUMBER() OVER (PARTITION BY experiment_id, visitor_id ORDER BY id) AS nth
      FROM analytics_events
      WHERE name = 'experiment_impression' AND visitor_id IS NOT NULL AND COALESCE(event_category, '') <> 'debug_test'
    ) AS impressions
    WHERE nth = 1;
INSERT INTO experiment_exposures (experiment_id, visitor_id, variant_id, exposed_on, converted_on)
    SELECT f.experiment_id, f.visitor_id, f.variant_id, f.exposed_on,
      (SELECT c.occurred_on FROM analytics_events AS c
       WHERE c.experiment_id = f.experiment_id AND c.visitor_id = f.visitor_id
         AND c.name = 'experiment_conversion' AND c.id > f.event_id AND COALESCE(c.event_category, '') <> 'debug_test'
       ORDER BY c.id LIMIT 1)
    FROM backfill_first_exposures AS f;
UPDATE experiment_exposures SET converted_on = exposed_on WHERE converted_on < exposed_on;
INSERT INTO experiment_daily_views (experiment_id, variant_id, day, views, first_at)
    SELECT experiment_id, variant_id, day, COUNT(*), MIN(at) FROM (
      SELECT experiment_id, variant_id, exposed_on AS day, exposed_at AS at FROM backfill_first_exposures
      UNION ALL
      SELECT experiment_id, variant_id, occurred_on, occurred_at FROM analytics_events
      WHERE name = 'experiment_impression' AND visitor_id IS NULL AND COALESCE(event_category, '') <> 'debug_test'
    ) AS exposures
    GROUP BY experiment_id, variant_id, day;
INSERT INTO experiment_daily_conversions (experiment_id, variant_id, exposed_on, converted_on, conversions)
    SELECT experiment_id, variant_id, exposed_on, converted_on, COUNT(*) FROM experiment_exposures
    WHERE converted_on IS NOT NULL
    GROUP BY experiment_id, variant_id, exposed_on, converted_on;
INSERT INTO page_views_daily (day, path, views)
    SELECT occurred_on, page_path, COUNT(*) FROM analytics_events
    WHERE name = 'page_view' AND page_path IS NOT NULL
    GROUP BY occurred_on, page_path;
DROP TABLE backfill_first_exposures;
DROP INDEX backfill_events_by_visitor;

-- 003-signup-lifecycle
alter table "waitlist_signups" add column "confirmed_at" text;
alter table "waitlist_signups" add column "consent_at" text;
alter table "waitlist_signups" add column "consent_version" text;
alter table "waitlist_signups" add column "confirm_nonce" text;
alter table "waitlist_signups" add column "delete_nonce" text;
alter table "waitlist_signups" add column "status" text default 'confirmed' not null;
create index "waitlist_signups_by_status" on "waitlist_signups" ("status", "created_at");
sqlite| create table "waitlist_changes" ("id" integer primary key, "signup_id" bigint not null, "values_json" text not null, "nonce" text not null, "created_at" text not null);
postgres| create table "waitlist_changes" ("id" bigserial primary key, "signup_id" bigint not null, "values_json" text not null, "nonce" text not null, "created_at" text not null);
create index "waitlist_changes_by_signup" on "waitlist_changes" ("signup_id");
sqlite| create table "mail_outbox" ("id" integer primary key, "recipient" text not null, "subject" text not null, "text_body" text not null, "html_body" text not null, "created_at" text not null, "next_attempt_at" text not null, "attempts" integer default 0 not null, "claimed_until" text, "sent_at" text, "last_error" text);
postgres| create table "mail_outbox" ("id" bigserial primary key, "recipient" text not null, "subject" text not null, "text_body" text not null, "html_body" text not null, "created_at" text not null, "next_attempt_at" text not null, "attempts" integer default 0 not null, "claimed_until" text, "sent_at" text, "last_error" text);
create index "mail_outbox_due" on "mail_outbox" ("sent_at", "next_attempt_at");
create index "mail_outbox_by_recipient" on "mail_outbox" ("recipient", "created_at");
create table "app_secrets" ("name" text primary key, "value" text not null);
UPDATE waitlist_signups SET status = 'confirmed';

-- 004-exposures-by-visitor
sqlite| create table "experiment_exposures_by_visitor" ("visitor_id" text not null, "experiment_id" text not null, "variant_id" text not null, "exposed_on" text not null, "converted_on" text, constraint "experiment_exposures_pk" primary key ("visitor_id", "experiment_id")) WITHOUT ROWID;
sqlite| INSERT INTO experiment_exposures_by_visitor
sqlite|           (visitor_id, experiment_id, variant_id, exposed_on, converted_on)
sqlite|         SELECT visitor_id, experiment_id, variant_id, exposed_on, converted_on FROM experiment_exposures
sqlite|         ORDER BY visitor_id, experiment_id;
sqlite| drop table "experiment_exposures";
sqlite| alter table "experiment_exposures_by_visitor" rename to "experiment_exposures";
postgres| ALTER TABLE experiment_exposures
postgres|           DROP CONSTRAINT experiment_exposures_pk,
postgres|           ADD CONSTRAINT experiment_exposures_pk PRIMARY KEY (visitor_id, experiment_id);

-- 005-abuse-limits
create table "rate_limit_counters" ("bucket" text primary key, "window_start_ms" bigint not null, "hits" integer not null);
create index "rate_limit_counters_by_window" on "rate_limit_counters" ("window_start_ms");
create table "phone_call_gate" ("id" integer primary key, "turns" bigint not null);
sqlite| insert into "phone_call_gate" ("id", "turns") values (?, ?); -- [1,0]
postgres| insert into "phone_call_gate" ("id", "turns") values ($1, $2); -- [1,0]
create index "phone_calls_by_time" on "phone_calls" ("created_at_ms");

-- 006-experiment-states
create table "experiment_states" ("experiment_id" text primary key, "state_json" text not null, "version" integer not null, "updated_at" text not null);
sqlite| create table "experiment_changes" ("id" integer primary key, "experiment_id" text not null, "action" text not null, "actor" text not null, "reason" text, "before_json" text not null, "after_json" text not null, "changed_at" text not null);
postgres| create table "experiment_changes" ("id" bigserial primary key, "experiment_id" text not null, "action" text not null, "actor" text not null, "reason" text, "before_json" text not null, "after_json" text not null, "changed_at" text not null);
create index "experiment_changes_by_experiment" on "experiment_changes" ("experiment_id", "id");

-- 007-team-sign-in
create table "team_sign_in_links" ("token_hash" text primary key, "email" text not null, "created_at" text not null, "expires_at" text not null);
create index "team_sign_in_links_by_expiry" on "team_sign_in_links" ("expires_at");
create table "team_sessions" ("token_hash" text primary key, "email" text not null, "created_at" text not null, "expires_at" text not null);
create index "team_sessions_by_expiry" on "team_sessions" ("expires_at");

-- 008-server-conversions
alter table "analytics_events" add column "event_id" text;
create unique index "analytics_events_event_id" on "analytics_events" ("event_id") where "event_id" is not null;
alter table "waitlist_signups" add column "visitor_id" text;
alter table "experiment_exposures" add column "exposed_at" text;
UPDATE experiment_exposures SET exposed_at = exposed_on || 'T00:00:00.000Z';
create table "experiment_metric_visitors" ("visitor_id" text not null, "experiment_id" text not null, "metric_id" text not null, "variant_id" text not null, "exposed_on" text not null, "day" text not null, constraint "experiment_metric_visitors_pk" primary key ("visitor_id", "experiment_id", "metric_id"));
create index "experiment_metric_visitors_by_exposure" on "experiment_metric_visitors" ("exposed_on", "experiment_id");

-- 010-contact-modal-messages
sqlite| create table "contact_modal_messages" ("id" integer primary key, "name" text not null, "email" text not null, "subject" text not null, "message" text not null, "created_at" text not null);
postgres| create table "contact_modal_messages" ("id" bigserial primary key, "name" text not null, "email" text not null, "subject" text not null, "message" text not null, "created_at" text not null);

-- 011-metric-visitor-counters
sqlite| create table "experiment_daily_metric_visitors" ("experiment_id" text not null, "variant_id" text not null, "metric_id" text not null, "exposed_on" text not null, "day" text not null, "visitors" integer not null, constraint "experiment_daily_metric_visitors_pk" primary key ("experiment_id", "variant_id", "metric_id", "exposed_on", "day")) WITHOUT ROWID;
postgres| create table "experiment_daily_metric_visitors" ("experiment_id" text not null, "variant_id" text not null, "metric_id" text not null, "exposed_on" text not null, "day" text not null, "visitors" integer not null, constraint "experiment_daily_metric_visitors_pk" primary key ("experiment_id", "variant_id", "metric_id", "exposed_on", "day")) ;
INSERT INTO experiment_daily_metric_visitors (experiment_id, variant_id, metric_id, exposed_on, day, visitors)
        SELECT experiment_id, variant_id, metric_id, exposed_on, day, COUNT(*)
        FROM experiment_metric_visitors
        GROUP BY experiment_id, variant_id, metric_id, exposed_on, day;

-- 012-sealed-sign-in-mail
alter table "mail_outbox" add column "kind" text default 'visitor' not null;
UPDATE mail_outbox SET kind = 'team-sign-in', text_body = '(sign-in link removed)', html_body = '<p>(sign-in link removed)</p>'
        WHERE subject = 'Sign in to the NovaVox experiments dashboard';
DELETE FROM team_sign_in_links;

-- 013-experiment-run-counters
sqlite| create table "experiment_run_counters" ("experiment_id" text not null, "run_id" text not null, "variant_id" text not null, "views" integer not null, "conversions" integer not null, constraint "experiment_run_counters_pk" primary key ("experiment_id", "run_id", "variant_id")) WITHOUT ROWID;
postgres| create table "experiment_run_counters" ("experiment_id" text not null, "run_id" text not null, "variant_id" text not null, "views" integer not null, "conversions" integer not null, constraint "experiment_run_counters_pk" primary key ("experiment_id", "run_id", "variant_id")) ;
SELECT experiment_id, state_json FROM experiment_states;

-- 014-copy-experiments
create table "copy_experiments" ("id" text primary key, "name" text not null, "hypothesis" text not null, "page" text not null, "slots_json" text not null, "variants_json" text not null, "status" text not null, "created_by" text not null, "created_at" text not null, "updated_at" text not null, "run_id" text, "started_at" text, "ended_at" text, "shipped_variant" text, "version" integer not null);
sqlite| create table "copy_experiment_changes" ("id" integer primary key, "experiment_id" text not null, "action" text not null, "actor" text not null, "status_before" text not null, "status_after" text not null, "changed_at" text not null, "reason" text);
postgres| create table "copy_experiment_changes" ("id" bigserial primary key, "experiment_id" text not null, "action" text not null, "actor" text not null, "status_before" text not null, "status_after" text not null, "changed_at" text not null, "reason" text);
create index "copy_experiment_changes_by_experiment" on "copy_experiment_changes" ("experiment_id", "id");
create table "copy_slot_claims" ("page" text not null, "slot_id" text not null, "experiment_id" text not null, constraint "copy_slot_claims_pk" primary key ("page", "slot_id"));
create table "slot_copy" ("slot_id" text primary key, "text" text not null, "updated_at" text not null);
sqlite| create table "slot_copy_changes" ("id" integer primary key, "slot_id" text not null, "action" text not null, "text_before" text, "text_after" text, "experiment_id" text not null, "variant_id" text not null, "actor" text not null, "reason" text, "changed_at" text not null);
postgres| create table "slot_copy_changes" ("id" bigserial primary key, "slot_id" text not null, "action" text not null, "text_before" text, "text_after" text, "experiment_id" text not null, "variant_id" text not null, "actor" text not null, "reason" text, "changed_at" text not null);
create index "slot_copy_changes_by_slot" on "slot_copy_changes" ("slot_id", "id");

-- 015-experiment-watch
sqlite| create table "experiment_alerts" ("id" integer primary key, "experiment_id" text not null, "change_key" text not null, "kind" text not null, "subject" text not null, "text_body" text not null, "found_at" text not null, "run_id" text, "sent_at" text, "webhook_status" text, "recipients" integer default 0 not null);
postgres| create table "experiment_alerts" ("id" bigserial primary key, "experiment_id" text not null, "change_key" text not null, "kind" text not null, "subject" text not null, "text_body" text not null, "found_at" text not null, "run_id" text, "sent_at" text, "webhook_status" text, "recipients" integer default 0 not null);
create unique index "experiment_alerts_change" on "experiment_alerts" ("experiment_id", "change_key");
create index "experiment_alerts_unsent" on "experiment_alerts" ("sent_at");
create table "team_member_settings" ("email" text primary key, "experiment_alerts" integer not null, "updated_at" text not null);

-- 018-experiment-memory
sqlite| create table "experiment_memory_edits" ("id" integer primary key, "experiment_id" text not null, "version" integer not null, "hypothesis" text not null, "notes" text not null, "actor" text not null, "edited_at" text not null);
postgres| create table "experiment_memory_edits" ("id" bigserial primary key, "experiment_id" text not null, "version" integer not null, "hypothesis" text not null, "notes" text not null, "actor" text not null, "edited_at" text not null);
create unique index "experiment_memory_edits_version" on "experiment_memory_edits" ("experiment_id", "version");

-- 019-webhook-deliveries
sqlite| create table "webhook_deliveries" ("id" integer primary key, "delivery_id" text not null, "alert_ids" text not null, "body" text not null, "created_at" text not null, "status" text not null, "attempts" integer default 0 not null, "next_attempt_at" text, "last_answer" text, "settled_at" text);
postgres| create table "webhook_deliveries" ("id" bigserial primary key, "delivery_id" text not null, "alert_ids" text not null, "body" text not null, "created_at" text not null, "status" text not null, "attempts" integer default 0 not null, "next_attempt_at" text, "last_answer" text, "settled_at" text);
create unique index "webhook_deliveries_delivery" on "webhook_deliveries" ("delivery_id");
create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at");

-- 020-experiment-segments
alter table "experiment_exposures" add column "segment_device" text;
alter table "experiment_exposures" add column "segment_source" text;
alter table "experiment_exposures" add column "segment_landing" text;
sqlite| create table "experiment_segment_counters" ("experiment_id" text not null, "run_id" text not null, "dimension" text not null, "segment" text not null, "variant_id" text not null, "views" integer not null, "conversions" integer not null, constraint "experiment_segment_counters_pk" primary key ("experiment_id", "run_id", "dimension", "segment", "variant_id")) WITHOUT ROWID;
postgres| create table "experiment_segment_counters" ("experiment_id" text not null, "run_id" text not null, "dimension" text not null, "segment" text not null, "variant_id" text not null, "views" integer not null, "conversions" integer not null, constraint "experiment_segment_counters_pk" primary key ("experiment_id", "run_id", "dimension", "segment", "variant_id")) ;

-- 021-share-links
sqlite| create table "experiment_share_links" ("id" integer primary key, "link_id" text not null, "experiment_id" text not null, "created_by" text not null, "created_at" text not null, "expires_at" text not null, "withdrawn_at" text, "withdrawn_by" text);
postgres| create table "experiment_share_links" ("id" bigserial primary key, "link_id" text not null, "experiment_id" text not null, "created_by" text not null, "created_at" text not null, "expires_at" text not null, "withdrawn_at" text, "withdrawn_by" text);
create unique index "experiment_share_links_link" on "experiment_share_links" ("link_id");
create index "experiment_share_links_experiment" on "experiment_share_links" ("experiment_id", "expires_at");
