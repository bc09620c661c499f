import {
  bindHostProblem,
  httpUrlProblem,
  nodeEnvProblem,
  PUBLIC_URL_VARIABLES,
  portOffsetProblem,
  publicUrlProblems,
  trueOrFalseProblem,
} from '@novavox/contracts-site/deployment-env';
import { remoteIds } from '@novavox/contracts-site/remotes';
import { contactEmailProblem, remoteLoadTimeoutProblem } from '@novavox/contracts-site/runtime-config';
import type { RuntimeEnv } from '@novavox/contracts-site/topology';

type Rule = (value: string) => string | null;

const httpUrl: Rule = (value) => httpUrlProblem(value);

/** Each variable the site's server reads, with its rule (unset or blank: the default, always valid). */
const RULES: Record<string, Rule> = {
  NODE_ENV: (value) => nodeEnvProblem(value),
  NOVAVOX_PORT_OFFSET: (value) => portOffsetProblem(value),
  HOST: (value) => bindHostProblem(value),
  ALLOW_LOOPBACK_URLS: (value) => trueOrFalseProblem(value),
  PUBLIC_SITE_URL: httpUrl,
  PUBLIC_API_URL: httpUrl,
  SITE_ORIGINS: (value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .every((origin) => origin === '' || /^https?:\/\/[^/\s]+\/?$/.test(origin))
      ? null
      : 'must be comma-separated origins like https://example.com',
  PUBLIC_WAITLIST_ENDPOINT: httpUrl,
  PUBLIC_CONTACT_ENDPOINT: httpUrl,
  PUBLIC_PHONE_CALL_ENDPOINT: httpUrl,
  PUBLIC_AB_STATS_ENDPOINT: httpUrl,
  PUBLIC_EXPERIMENT_STATES_ENDPOINT: httpUrl,
  PUBLIC_EXPERIMENTS_ADMIN_ENDPOINT: httpUrl,
  PUBLIC_EVENTS_ENDPOINT: (value) =>
    value === 'off' || httpUrlProblem(value) === null ? null : 'must be an http(s) URL or off',
  PUBLIC_VAPI_API_URL: httpUrl,
  PUBLIC_POSTHOG_HOST: httpUrl,
  PUBLIC_SCHEDULING_URL: httpUrl,
  // The rules /config.json's values obey: a value the server takes, the pages take too.
  PUBLIC_CONTACT_EMAIL: contactEmailProblem,
  PUBLIC_EXPERIMENTS_ENABLED: (value) => trueOrFalseProblem(value),
  PUBLIC_REMOTE_LOAD_TIMEOUT_MS: (value) => remoteLoadTimeoutProblem(/^\d+$/.test(value) ? Number(value) : Number.NaN),
  ...Object.fromEntries(remoteIds.map((id) => [`REMOTE_${id.toUpperCase()}_URL`, httpUrl])),
};

/**
 * The variables the site's server reads, checked before anything starts, each problem naming its variable (a bad
 * one used to fall back to a default, or to a /config.json the pages could not use, without a word). The rules
 * shared with the api (ports, hosts, production's public addresses) come from @novavox/contracts-site/deployment-env:
 * in production PUBLIC_SITE_URL (canonical links, sitemap), PUBLIC_API_URL (the pages' calls) and SITE_ORIGINS (the
 * remotes' CORS) must be public https addresses (docs/production-config.md).
 */
export function siteServerEnvProblems(env: RuntimeEnv): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const value = env[name]?.trim();
    if (!value) continue;
    const problem = rule(value);
    if (problem !== null) problems.push(`${name} ${problem}${problem.includes('(got ') ? '' : ` (got "${value}")`}`);
  }
  return [...problems, ...publicUrlProblems(env, PUBLIC_URL_VARIABLES)];
}
