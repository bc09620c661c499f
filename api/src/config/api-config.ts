import { fileURLToPath } from 'node:url';
import { portOffsetFrom, type RuntimeEnv } from '@novavox/shared-contracts/runtime-config';
import { localOrigin } from '@novavox/shared-contracts/topology';
import type { DatabaseLocation } from '../db/open-database';

/** Every setting the api reads, from environment variables; see api/README.md for each one. */
export interface ApiConfig {
  /** PostgreSQL when DATABASE_URL is set, else the SQLite file at API_DB_PATH. */
  database: DatabaseLocation;
  /** Raw analytics events older than this many days are deleted; the aggregates the stats read are kept. */
  eventsRetentionDays: number;
  /** Browser origins allowed to call the api (CORS); requests from any other Origin are refused. */
  siteOrigins: string[];
  /** When set, the stats endpoint and the waitlist export need `Authorization: Bearer <token>`. */
  adminToken: string | null;
  /** Behind a reverse proxy, take the client address from the first X-Forwarded-For entry. */
  trustProxy: boolean;
  rateLimits: {
    /** Form posts per address per minute. */
    formsPerMinute: number;
    /** Event batches per address per minute. */
    eventsPerMinute: number;
    /** Phone calls per hour, counted per number, per address and per user. */
    callsPerNumberPerHour: number;
    callsPerAddressPerHour: number;
    callsPerUserPerHour: number;
  };
  voice: VoicePlatformConfig | null;
  ga4: Ga4Config | null;
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

export const DEFAULT_DB_PATH = fileURLToPath(new URL('../../data/novavox.db', import.meta.url));
/** 13 months: a year-over-year comparison of raw events stays possible. */
export const DEFAULT_EVENTS_RETENTION_DAYS = 400;
const DEFAULT_VOICE_API_URL = 'https://api.vapi.ai';

function text(env: RuntimeEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** Reads the environment; throws one error naming every bad variable, so a misconfigured server never starts. */
export function loadApiConfig(env: RuntimeEnv): ApiConfig {
  const problems: string[] = [];

  const count = (name: string, fallback: number): number => {
    const raw = text(env, name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value > 0) return value;
    problems.push(`${name} must be a positive whole number (got "${raw}")`);
    return fallback;
  };

  const offset = portOffsetFrom(env);
  const shell = localOrigin('shell', offset);
  // Locally the remotes' standalone harnesses post forms and events too, each from its own origin.
  const standaloneHarnesses = (['mf_marketing', 'mf_voice', 'mf_experiments', 'mf_legal'] as const).map((remote) =>
    localOrigin(remote, offset),
  );
  const siteOrigins = (
    text(env, 'SITE_ORIGINS') ?? [shell, shell.replace('127.0.0.1', 'localhost'), ...standaloneHarnesses].join(',')
  )
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  for (const origin of siteOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`SITE_ORIGINS entry "${origin}" must be an origin like https://example.com`);
  }

  const voiceKeys = ['VAPI_PRIVATE_KEY', 'VAPI_PHONE_NUMBER_ID', 'VAPI_ASSISTANT_ID'] as const;
  const voiceValues = voiceKeys.map((name) => text(env, name));
  const givenVoice = voiceValues.filter((value) => value !== null).length;
  if (givenVoice > 0 && givenVoice < voiceKeys.length) {
    problems.push(
      `phone calls need all of ${voiceKeys.join(', ')}; missing ${voiceKeys.filter((_, i) => voiceValues[i] === null).join(', ')}`,
    );
  }
  const voiceApiUrl = (text(env, 'VAPI_API_URL') ?? DEFAULT_VOICE_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(voiceApiUrl)) problems.push('VAPI_API_URL must be an http(s) URL');
  const [privateKey, phoneNumberId, assistantId] = voiceValues;
  const voiceTimeoutMs = count('VAPI_TIMEOUT_MS', 10_000);

  const propertyId = text(env, 'GA4_PROPERTY_ID');
  const clientEmail = text(env, 'GA4_CLIENT_EMAIL');
  const gaPrivateKey = text(env, 'GA4_PRIVATE_KEY');
  if (propertyId !== null && !/^\d+$/.test(propertyId))
    problems.push('GA4_PROPERTY_ID must be the numeric property id');
  if ((clientEmail === null) !== (gaPrivateKey === null)) {
    problems.push('GA4_CLIENT_EMAIL and GA4_PRIVATE_KEY must be set together');
  }
  if (propertyId === null && clientEmail !== null) problems.push('GA4 credentials are set but GA4_PROPERTY_ID is not');
  const gaCacheSeconds = count('GA4_CACHE_SECONDS', 300);

  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database');
  }

  const config: ApiConfig = {
    database:
      databaseUrl !== null
        ? { engine: 'postgres', url: databaseUrl }
        : { engine: 'sqlite', path: text(env, 'API_DB_PATH') ?? DEFAULT_DB_PATH },
    eventsRetentionDays: count('EVENTS_RETENTION_DAYS', DEFAULT_EVENTS_RETENTION_DAYS),
    siteOrigins,
    adminToken: text(env, 'ADMIN_TOKEN'),
    trustProxy: text(env, 'TRUST_PROXY') === 'true',
    rateLimits: {
      formsPerMinute: count('FORM_RATE_LIMIT_PER_MINUTE', 60),
      eventsPerMinute: count('EVENTS_RATE_LIMIT_PER_MINUTE', 600),
      callsPerNumberPerHour: count('PHONE_CALLS_PER_NUMBER_PER_HOUR', 3),
      callsPerAddressPerHour: count('PHONE_CALLS_PER_ADDRESS_PER_HOUR', 5),
      callsPerUserPerHour: count('PHONE_CALLS_PER_USER_PER_HOUR', 5),
    },
    voice:
      privateKey && phoneNumberId && assistantId
        ? { apiUrl: voiceApiUrl, privateKey, phoneNumberId, assistantId, timeoutMs: voiceTimeoutMs }
        : null,
    ga4:
      propertyId !== null && (clientEmail === null || gaPrivateKey !== null) && (hasAdc(env) || clientEmail !== null)
        ? {
            propertyId,
            credentials:
              clientEmail && gaPrivateKey
                ? { client_email: clientEmail, private_key: gaPrivateKey.replace(/\\n/g, '\n') }
                : null,
            cacheSeconds: gaCacheSeconds,
          }
        : null,
  };
  if (propertyId !== null && config.ga4 === null && problems.length === 0) {
    problems.push(
      'GA4_PROPERTY_ID is set but neither GA4_CLIENT_EMAIL/GA4_PRIVATE_KEY nor GOOGLE_APPLICATION_CREDENTIALS is',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid api configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}

function hasAdc(env: RuntimeEnv): boolean {
  return text(env, 'GOOGLE_APPLICATION_CREDENTIALS') !== null;
}
