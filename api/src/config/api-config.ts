import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTeamSignInRequest, type TeamRole } from '@novavox/contracts-api/team';
import { experimentsEnabledByDefault } from '@novavox/contracts-experiments/experiment-state';
import {
  bindHostProblem,
  httpUrlProblem,
  isProduction,
  loopbackAllowed,
  nodeEnvProblem,
  portOffsetProblem,
  portProblem,
  publicUrlProblems,
  trueOrFalseProblem,
} from '@novavox/contracts-site/deployment-env';
import {
  LOCAL_HOST,
  localOrigin,
  localPort,
  localSiteOrigins,
  portOffsetFrom,
  type RuntimeEnv,
} from '@novavox/contracts-site/topology';
import { isSupportedCountry } from 'libphonenumber-js/max';
import * as z from 'zod';
import type { DatabaseLocation } from '../db/open-database';
import { LOG_LEVELS, type LogLevel } from '../observability/api-logger';

/** Every setting the api reads, from environment variables; see docs/api-configuration.md for each one. */
export interface ApiConfig {
  /** Where server.ts listens: API_HOST, else HOST, else 127.0.0.1; API_PORT, else 8787 + NOVAVOX_PORT_OFFSET. */
  host: string;
  port: number;
  /** What production runs without and should not (SMTP_URL, METRICS_TOKEN): server.ts logs each at start. */
  warnings: string[];
  /** PostgreSQL when DATABASE_URL is set, else the SQLite file at API_DB_PATH. */
  database: DatabaseLocation;
  /** Raw analytics events older than this many days are deleted; the aggregates the stats read are kept. */
  eventsRetentionDays: number;
  /** Browser origins allowed to call the api (CORS); requests from any other Origin are refused. */
  siteOrigins: string[];
  /** The service token for scripts: `Authorization: Bearer <token>` acts as admin (actor 'service token'). */
  adminToken: string | null;
  team: TeamConfig;
  /** Reverse proxies in front of the api: the client is that many X-Forwarded-For entries from the right. */
  trustedProxyHops: number;
  /** The api's own address as people's browsers reach it: the links in e-mails point here. */
  publicApiUrl: string;
  /** The site's address: the pages a confirmation or deletion link lands on. */
  publicSiteUrl: string;
  mail: MailConfig;
  /** Signs the links in e-mails; null: a secret generated once and kept in the database. */
  linkSigningSecret: string | null;
  /** Signs visitor ids (POST /visitor-ids); null: a secret generated once and kept in the database. */
  visitorIdSecret: string | null;
  /** A request body must arrive within this time, else 408 and the connection is closed. */
  bodyTimeoutMs: number;
  rateLimits: {
    /** Form posts per address per minute. */
    formsPerMinute: number;
    /** Event batches per address per minute. */
    eventsPerMinute: number;
    /** Events accepted per visitor id per hour (forged traffic is bounded per made-up visitor too). */
    eventsPerVisitorPerHour: number;
    /** Visitor ids signed per address (an IPv6 /64 counts as one) per hour: more than a household ever asks for. */
    newVisitorIdsPerAddressPerHour: number;
    /** Wrong admin tokens per address per minute before 429. */
    adminFailuresPerMinute: number;
    /** E-mails to one address per hour (a sign-up form must not become a way to flood someone's inbox). */
    mailsPerAddressPerHour: number;
    /** Phone calls per hour, counted per number, per address and per user. */
    callsPerNumberPerHour: number;
    callsPerAddressPerHour: number;
    callsPerUserPerHour: number;
    /** Phone calls per hour for the whole site, whoever asks: the most toll fraud can cost in an hour. */
    callsPerHour: number;
  };
  /** ISO 3166 regions phone calls may go to (mobile and landline numbers only). */
  phoneCallCountries: string[];
  voice: VoicePlatformConfig | null;
  ga4: Ga4Config | null;
  /**
   * PUBLIC_EXPERIMENTS_ENABLED, the same variable the site reads: the state of an experiment nobody has changed
   * (true: running with the catalog's weights; otherwise not started).
   */
  experimentsEnabledByDefault: boolean;
  /** Operating the api: its log level, who may read /metrics, how long a shutdown waits for requests. */
  logLevel: LogLevel;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; null: loopback connections only. */
  metricsToken: string | null;
  shutdownTimeoutMs: number;
  /** The experiment watch (docs/experiment-watch.md): how often it looks, and the optional signed webhook. */
  watch: WatchSettings;
}

export interface WatchSettings {
  intervalMinutes: number;
  /** Told each alert as signed JSON (WATCH_WEBHOOK_URL, WATCH_WEBHOOK_SECRET); null: e-mail only. */
  webhook: { url: string; secret: string } | null;
}

/** Who may sign in, and how (see docs/team-sign-in.md, "The routes, roles, cookies and limits"). */
export interface TeamConfig {
  /** Lower-cased address → role; admin wins over marketing for an address on both lists. */
  members: ReadonlyMap<string, TeamRole>;
  /** No allow-list and no service token: every team route is open to 'local developer' (never in production). */
  open: boolean;
  sessionHours: number;
  /**
   * Sign-in links asked for per client address per hour; per e-mail address from one client address (or one
   * browser that signed in as it before) per hour; and sign-in mails per member per hour asked for from browsers
   * that never signed in as them (what strangers can spend, never what keeps a member out).
   */
  signInsPerAddressPerHour: number;
  signInsPerEmailPerHour: number;
  signInMailsFromNewBrowsersPerHour: number;
  /** No SMTP outside production: each sign-in link is also printed to the api's log, for a developer's machine. */
  logSignInLinks: boolean;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server; null: messages stay in the outbox table. */
  smtpUrl: string | null;
  from: string;
}

export interface VoicePlatformConfig {
  apiUrl: string;
  privateKey: string;
  phoneNumberId: string;
  assistantId: string;
  timeoutMs: number;
}

export interface Ga4Config {
  propertyId: string;
  /** Service-account credentials; null uses GOOGLE_APPLICATION_CREDENTIALS (application default credentials). */
  credentials: { client_email: string; private_key: string } | null;
  cacheSeconds: number;
}

/** api/data: found from the package's root, as this module runs from src/config/ or bundled into dist/. */
export const DEFAULT_DB_PATH = join(packageRoot(dirname(fileURLToPath(import.meta.url))), 'data', 'novavox.db');

function packageRoot(from: string): string {
  return existsSync(join(from, 'package.json')) || dirname(from) === from ? from : packageRoot(dirname(from));
}
/** 13 months: a year-over-year comparison of raw events stays possible. */
export const DEFAULT_EVENTS_RETENTION_DAYS = 400;
export const DEFAULT_MAIL_FROM = 'NovaVox <hello@novavox.ai>';
/** The site-wide hourly cap on phone calls. */
export const DEFAULT_PHONE_CALLS_PER_HOUR = 30;
/** The product serves families in the United States and Canada. */
export const DEFAULT_PHONE_CALL_COUNTRIES = ['US', 'CA'] as const;
const DEFAULT_VOICE_API_URL = 'https://api.vapi.ai';
const VOICE_KEYS = ['VAPI_PRIVATE_KEY', 'VAPI_PHONE_NUMBER_ID', 'VAPI_ASSISTANT_ID'] as const;

/** Unset and blank both mean "not given". */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);
const wholeNumber = (fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : fallback),
    z
      .number({ error: 'must be a positive whole number' })
      .int({ error: 'must be a positive whole number' })
      .positive({ error: 'must be a positive whole number' }),
  );

/** A rule shared with the site's server (@novavox/contracts-site/deployment-env): null, or the rule broken. */
const sharedRule = (problem: (value: string | undefined) => string | null) =>
  optionalText.superRefine((value, context) => {
    const broken = problem(value);
    if (broken !== null) context.addIssue({ code: 'custom', message: broken });
  });

/** The URL rule shared with the site's server, then without trailing slashes (the api appends its own paths). */
const httpUrl = sharedRule(httpUrlProblem).transform((url) => url?.replace(/\/+$/, ''));

/** The environment the api reads; each rule's message is shown after the variable's name. */
const envSchema = z.object({
  NODE_ENV: sharedRule(nodeEnvProblem),
  PUBLIC_EXPERIMENTS_ENABLED: sharedRule(trueOrFalseProblem),
  NOVAVOX_PORT_OFFSET: sharedRule(portOffsetProblem),
  API_PORT: sharedRule(portProblem),
  API_HOST: sharedRule(bindHostProblem),
  HOST: sharedRule(bindHostProblem),
  ALLOW_LOOPBACK_URLS: sharedRule(trueOrFalseProblem),
  API_DB_PATH: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, {
        error: 'must be a PostgreSQL URL like postgres://user:password@host:5432/db',
      })
      .optional(),
  ),
  EVENTS_RETENTION_DAYS: wholeNumber(DEFAULT_EVENTS_RETENTION_DAYS),
  SITE_ORIGINS: optionalText,
  ADMIN_TOKEN: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  TEAM_MARKETING_EMAILS: optionalText,
  TEAM_ADMIN_EMAILS: optionalText,
  TEAM_SESSION_HOURS: wholeNumber(12),
  TEAM_SIGN_INS_PER_ADDRESS_PER_HOUR: wholeNumber(20),
  TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: wholeNumber(5),
  TEAM_SIGN_IN_MAILS_FROM_NEW_BROWSERS_PER_HOUR: wholeNumber(10),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, { error: 'must be false, true (one proxy) or the number of proxies' })
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .optional(),
  ),
  PUBLIC_API_URL: httpUrl,
  PUBLIC_SITE_URL: httpUrl,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  LINK_SIGNING_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  VISITOR_ID_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  BODY_TIMEOUT_MS: wholeNumber(10_000),
  FORM_RATE_LIMIT_PER_MINUTE: wholeNumber(60),
  EVENTS_RATE_LIMIT_PER_MINUTE: wholeNumber(600),
  EVENTS_PER_VISITOR_PER_HOUR: wholeNumber(300),
  NEW_VISITOR_IDS_PER_ADDRESS_PER_HOUR: wholeNumber(30),
  ADMIN_FAILURES_PER_MINUTE: wholeNumber(10),
  MAILS_PER_ADDRESS_PER_HOUR: wholeNumber(3),
  PHONE_CALLS_PER_NUMBER_PER_HOUR: wholeNumber(3),
  PHONE_CALLS_PER_ADDRESS_PER_HOUR: wholeNumber(5),
  PHONE_CALLS_PER_USER_PER_HOUR: wholeNumber(5),
  PHONE_CALLS_PER_HOUR: wholeNumber(DEFAULT_PHONE_CALLS_PER_HOUR),
  PHONE_CALL_COUNTRIES: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
      .refine((codes) => codes.every((code) => isSupportedCountry(code)), {
        error: 'must be a comma-separated list of two-letter country codes, such as US,CA',
      })
      .optional(),
  ),
  VAPI_PRIVATE_KEY: optionalText,
  VAPI_PHONE_NUMBER_ID: optionalText,
  VAPI_ASSISTANT_ID: optionalText,
  VAPI_API_URL: httpUrl,
  VAPI_TIMEOUT_MS: wholeNumber(10_000),
  GA4_PROPERTY_ID: optionalText.pipe(
    z.string().regex(/^\d+$/, { error: 'must be the numeric property id' }).optional(),
  ),
  GA4_CLIENT_EMAIL: optionalText,
  GA4_PRIVATE_KEY: optionalText,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  GA4_CACHE_SECONDS: wholeNumber(300),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000),
  WATCH_INTERVAL_MINUTES: wholeNumber(15).pipe(z.number().max(1440, { error: 'must be at most 1440 (a day)' })),
  WATCH_WEBHOOK_URL: httpUrl,
  WATCH_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
});

/** Every variable the api reads from its environment (.env.example at the repository's root lists each). */
export const API_ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Reads the environment; throws one error naming every bad variable, so a misconfigured server never starts. */
export function loadApiConfig(env: RuntimeEnv): ApiConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  // The rules between variables need only to know which are set, so they are checked even when a value is bad.
  const given = (name: string) => (env[name]?.trim() ?? '') !== '';
  const missingVoice = VOICE_KEYS.filter((name) => !given(name));
  if (missingVoice.length > 0 && missingVoice.length < VOICE_KEYS.length) {
    problems.push(`phone calls need all of ${VOICE_KEYS.join(', ')}; missing ${missingVoice.join(', ')}`);
  }
  if (given('GA4_CLIENT_EMAIL') !== given('GA4_PRIVATE_KEY')) {
    problems.push('GA4_CLIENT_EMAIL and GA4_PRIVATE_KEY must be set together');
  }
  if (!given('GA4_PROPERTY_ID') && given('GA4_CLIENT_EMAIL')) {
    problems.push('GA4 credentials are set but GA4_PROPERTY_ID is not');
  }
  if (given('GA4_PROPERTY_ID') && !given('GA4_CLIENT_EMAIL') && !given('GOOGLE_APPLICATION_CREDENTIALS')) {
    problems.push(
      'GA4_PROPERTY_ID is set but neither GA4_CLIENT_EMAIL/GA4_PRIVATE_KEY nor GOOGLE_APPLICATION_CREDENTIALS is',
    );
  }
  if (given('WATCH_WEBHOOK_URL') !== given('WATCH_WEBHOOK_SECRET')) {
    problems.push('WATCH_WEBHOOK_URL and WATCH_WEBHOOK_SECRET must be set together (the webhook is always signed)');
  }
  // A bad offset is named above; the defaults below are then never used.
  const offset = portOffsetProblem(env.NOVAVOX_PORT_OFFSET) === null ? portOffsetFrom(env) : 0;
  // Locally the remotes' standalone harnesses post forms and events too, each from its own origin.
  const siteOrigins = (env.SITE_ORIGINS?.trim() || localSiteOrigins(offset).join(','))
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of siteOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`SITE_ORIGINS entry "${origin}" must be an origin like https://example.com`);
  }

  const members = new Map<string, TeamRole>();
  for (const [name, role] of [
    ['TEAM_MARKETING_EMAILS', 'marketing'],
    ['TEAM_ADMIN_EMAILS', 'admin'],
  ] as const) {
    for (const entry of (env[name] ?? '').split(',').map((text) => text.trim())) {
      if (entry === '') continue;
      const parsed = parseTeamSignInRequest({ email: entry });
      if (parsed.ok) members.set(parsed.value.email.toLowerCase(), role);
      else problems.push(`${name} entry "${entry}": ${parsed.fields.email}`);
    }
  }
  const production = isProduction(env);
  if (production && !given('ADMIN_TOKEN') && members.size === 0) {
    problems.push(
      'ADMIN_TOKEN or TEAM_ADMIN_EMAILS/TEAM_MARKETING_EMAILS must be set when NODE_ENV=production: without them the stats, the waitlist export and the outbox are open to anyone',
    );
  }
  problems.push(...publicUrlProblems(env));
  if (!parsed.success || problems.length > 0) throw configError(problems);
  const vars = parsed.data;

  const [privateKey, phoneNumberId, assistantId] = VOICE_KEYS.map((name) => vars[name]);
  const { GA4_PROPERTY_ID: propertyId, GA4_CLIENT_EMAIL: clientEmail, GA4_PRIVATE_KEY: gaKey } = vars;

  return {
    host: vars.API_HOST ?? vars.HOST ?? LOCAL_HOST,
    port: vars.API_PORT !== undefined ? Number(vars.API_PORT) : localPort('api', offset),
    warnings: production ? productionWarnings(vars, loopbackAllowed(env)) : [],
    database:
      vars.DATABASE_URL !== undefined
        ? { engine: 'postgres', url: vars.DATABASE_URL }
        : { engine: 'sqlite', path: vars.API_DB_PATH ?? DEFAULT_DB_PATH },
    eventsRetentionDays: vars.EVENTS_RETENTION_DAYS,
    siteOrigins,
    adminToken: vars.ADMIN_TOKEN ?? null,
    team: {
      members,
      open: members.size === 0 && vars.ADMIN_TOKEN === undefined,
      sessionHours: vars.TEAM_SESSION_HOURS,
      signInsPerAddressPerHour: vars.TEAM_SIGN_INS_PER_ADDRESS_PER_HOUR,
      signInsPerEmailPerHour: vars.TEAM_SIGN_INS_PER_EMAIL_PER_HOUR,
      signInMailsFromNewBrowsersPerHour: vars.TEAM_SIGN_IN_MAILS_FROM_NEW_BROWSERS_PER_HOUR,
      logSignInLinks: vars.SMTP_URL === undefined && !production,
    },
    trustedProxyHops: vars.TRUST_PROXY ?? 0,
    publicApiUrl: vars.PUBLIC_API_URL ?? localOrigin('api', offset),
    publicSiteUrl: vars.PUBLIC_SITE_URL ?? localOrigin('shell', offset),
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    linkSigningSecret: vars.LINK_SIGNING_SECRET ?? null,
    visitorIdSecret: vars.VISITOR_ID_SECRET ?? null,
    bodyTimeoutMs: vars.BODY_TIMEOUT_MS,
    rateLimits: {
      formsPerMinute: vars.FORM_RATE_LIMIT_PER_MINUTE,
      eventsPerMinute: vars.EVENTS_RATE_LIMIT_PER_MINUTE,
      eventsPerVisitorPerHour: vars.EVENTS_PER_VISITOR_PER_HOUR,
      newVisitorIdsPerAddressPerHour: vars.NEW_VISITOR_IDS_PER_ADDRESS_PER_HOUR,
      adminFailuresPerMinute: vars.ADMIN_FAILURES_PER_MINUTE,
      mailsPerAddressPerHour: vars.MAILS_PER_ADDRESS_PER_HOUR,
      callsPerNumberPerHour: vars.PHONE_CALLS_PER_NUMBER_PER_HOUR,
      callsPerAddressPerHour: vars.PHONE_CALLS_PER_ADDRESS_PER_HOUR,
      callsPerUserPerHour: vars.PHONE_CALLS_PER_USER_PER_HOUR,
      callsPerHour: vars.PHONE_CALLS_PER_HOUR,
    },
    phoneCallCountries: vars.PHONE_CALL_COUNTRIES ?? [...DEFAULT_PHONE_CALL_COUNTRIES],
    voice:
      privateKey && phoneNumberId && assistantId
        ? {
            apiUrl: vars.VAPI_API_URL ?? DEFAULT_VOICE_API_URL,
            privateKey,
            phoneNumberId,
            assistantId,
            timeoutMs: vars.VAPI_TIMEOUT_MS,
          }
        : null,
    experimentsEnabledByDefault: experimentsEnabledByDefault(env),
    ga4:
      propertyId !== undefined
        ? {
            propertyId,
            credentials:
              clientEmail !== undefined && gaKey !== undefined
                ? { client_email: clientEmail, private_key: gaKey.replace(/\\n/g, '\n') }
                : null,
            cacheSeconds: vars.GA4_CACHE_SECONDS,
          }
        : null,
    logLevel: vars.LOG_LEVEL ?? 'info',
    metricsToken: vars.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    watch: {
      intervalMinutes: vars.WATCH_INTERVAL_MINUTES,
      webhook:
        vars.WATCH_WEBHOOK_URL !== undefined && vars.WATCH_WEBHOOK_SECRET !== undefined
          ? { url: vars.WATCH_WEBHOOK_URL, secret: vars.WATCH_WEBHOOK_SECRET }
          : null,
    },
  };
}

/**
 * Production runs without these, but should not for long: each is logged at start (warn). Not refused, since
 * nothing is lost meanwhile: the outbox keeps every e-mail until SMTP_URL is set (and its age is a metric to alert
 * on), and without METRICS_TOKEN the figures are still served to this machine's loopback.
 */
function productionWarnings(vars: z.infer<typeof envSchema>, loopback: boolean): string[] {
  const warnings: string[] = [];
  if (vars.SMTP_URL === undefined)
    warnings.push(
      'SMTP_URL is not set in production: confirmation and sign-in e-mails wait in the outbox, unsent, until it is',
    );
  if (vars.METRICS_TOKEN === undefined)
    warnings.push(
      'METRICS_TOKEN is not set in production: /metrics is served to this machine only, so no scraper elsewhere can read it',
    );
  if (loopback)
    warnings.push('ALLOW_LOOPBACK_URLS=true: public addresses on this machine are allowed (a rehearsal, not a site)');
  return warnings;
}

function configError(problems: string[]): Error {
  return new Error(`Invalid api configuration:\n  - ${problems.join('\n  - ')}`);
}
