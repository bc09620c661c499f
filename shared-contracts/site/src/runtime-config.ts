import { defaultExperimentStates, experimentsEnabledByDefault } from '@novavox/contracts-experiments/experiment-state';
import { isRecord } from '@novavox/contracts-experiments/is-record';
import { EMAIL_PATTERN } from '@novavox/contracts-experiments/text-rules';
import type { ParseResult, RuntimeConfig } from '@novavox/contracts-runtime';
import { isHttpUrl } from './deployment-env';
import { localOrigin, portOffsetFrom, type RuntimeEnv } from './topology';

const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';
const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 4000;

function optional(env: RuntimeEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** Builds the public config from environment variables; every value has a working local default. */
export function buildRuntimeConfig(env: RuntimeEnv): RuntimeConfig {
  const api = (optional(env, 'PUBLIC_API_URL') ?? localOrigin('api', portOffsetFrom(env))).replace(/\/+$/, '');
  return {
    endpoints: {
      waitlist: optional(env, 'PUBLIC_WAITLIST_ENDPOINT') ?? `${api}/forms/waitlist`,
      contact: optional(env, 'PUBLIC_CONTACT_ENDPOINT') ?? `${api}/forms/contact`,
      phoneCall: optional(env, 'PUBLIC_PHONE_CALL_ENDPOINT') ?? `${api}/create_phone_call`,
      abStats: optional(env, 'PUBLIC_AB_STATS_ENDPOINT') ?? `${api}/analytics/ab-stats`,
      experimentStates: optional(env, 'PUBLIC_EXPERIMENT_STATES_ENDPOINT') ?? `${api}/experiments/state`,
      experimentsAdmin: optional(env, 'PUBLIC_EXPERIMENTS_ADMIN_ENDPOINT') ?? `${api}/admin/experiments`,
      team: `${api}/team`,
      events:
        env.PUBLIC_EVENTS_ENDPOINT === 'off' ? null : (optional(env, 'PUBLIC_EVENTS_ENDPOINT') ?? `${api}/events`),
    },
    voice: {
      publicKey: optional(env, 'PUBLIC_VAPI_PUBLIC_KEY'),
      assistantId: optional(env, 'PUBLIC_VAPI_ASSISTANT_ID'),
      apiBaseUrl: optional(env, 'PUBLIC_VAPI_API_URL'),
    },
    analytics: {
      gaMeasurementId: optional(env, 'PUBLIC_GA_ID'),
      posthogKey: optional(env, 'PUBLIC_POSTHOG_KEY'),
      posthogHost: optional(env, 'PUBLIC_POSTHOG_HOST') ?? DEFAULT_POSTHOG_HOST,
    },
    schedulingUrl: optional(env, 'PUBLIC_SCHEDULING_URL') ?? 'https://cal.com/novavox/live-demo',
    contactEmail: optional(env, 'PUBLIC_CONTACT_EMAIL') ?? 'hello@novavox.ai',
    experimentsEnabled: experimentsEnabledByDefault(env),
    experiments: defaultExperimentStates(experimentsEnabledByDefault(env)),
    remoteLoadTimeoutMs: Number(optional(env, 'PUBLIC_REMOTE_LOAD_TIMEOUT_MS') ?? DEFAULT_REMOTE_LOAD_TIMEOUT_MS),
  };
}

type Check = (value: unknown) => string | null;

const url: Check = (value) =>
  typeof value === 'string' && isHttpUrl(value) ? null : 'must be an absolute http(s) URL';
const urlOrNull: Check = (value) => (value === null ? null : url(value));
const textOrNull: Check = (value) =>
  value === null || (typeof value === 'string' && value.trim() !== '') ? null : 'must be a non-empty string or null';
/** The contact address in /config.json; the site's server checks PUBLIC_CONTACT_EMAIL by the same rule. */
export const contactEmailProblem: Check = (value) =>
  typeof value === 'string' && EMAIL_PATTERN.test(value) ? null : 'must be an e-mail address';
const bool: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
/** How long the shell waits for a remote, in /config.json; the site's server checks its variable by the same rule. */
export const REMOTE_LOAD_TIMEOUT_MS = { min: 500, max: 120_000 } as const;
export const remoteLoadTimeoutProblem: Check = (value) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= REMOTE_LOAD_TIMEOUT_MS.min &&
  value <= REMOTE_LOAD_TIMEOUT_MS.max
    ? null
    : `must be a whole number of milliseconds from ${REMOTE_LOAD_TIMEOUT_MS.min} to ${REMOTE_LOAD_TIMEOUT_MS.max}`;

const configShape: Record<string, Check | Record<string, Check>> = {
  endpoints: {
    waitlist: url,
    contact: url,
    phoneCall: url,
    abStats: url,
    experimentStates: url,
    experimentsAdmin: url,
    team: url,
    events: urlOrNull,
  },
  voice: { publicKey: textOrNull, assistantId: textOrNull, apiBaseUrl: urlOrNull },
  analytics: { gaMeasurementId: textOrNull, posthogKey: textOrNull, posthogHost: url },
  schedulingUrl: url,
  contactEmail: contactEmailProblem,
  experimentsEnabled: bool,
  remoteLoadTimeoutMs: remoteLoadTimeoutProblem,
};

/** Validates /config.json; each problem names the field and the rule it breaks. */
export function parseRuntimeConfig(value: unknown): ParseResult<RuntimeConfig> {
  if (!isRecord(value)) return { ok: false, problems: ['the file must hold a JSON object'] };
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(configShape)) {
    if (typeof rule === 'function') {
      const problem = key in value ? rule(value[key]) : 'is missing';
      if (problem) problems.push(`"${key}" ${problem}`);
      continue;
    }
    const section = value[key];
    if (!isRecord(section)) {
      problems.push(`"${key}" must be an object`);
      continue;
    }
    for (const [field, check] of Object.entries(rule)) {
      const problem = field in section ? check(section[field]) : 'is missing';
      if (problem) problems.push(`"${key}.${field}" ${problem}`);
    }
  }
  // Only the shape: the api validated each state against its catalog, and checking them here against the shell's
  // copy of the catalog would put every experiment's copy in the shell and refuse variants shipped after it.
  const experiments = value.experiments;
  if (!('experiments' in value)) problems.push('"experiments" is missing');
  else if (
    !isRecord(experiments) ||
    !Object.values(experiments).every((state) => isRecord(state) && typeof state.status === 'string')
  ) {
    problems.push('"experiments" must map each experiment id to its state');
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: value as unknown as RuntimeConfig };
}
