import {
  bindHostProblem,
  PUBLIC_URL_VARIABLES,
  portOffsetProblem,
  publicUrlProblems,
} from '@novavox/contracts-site/deployment-env';
import { isHttpUrl } from '@novavox/contracts-site/runtime-config';
import type { RuntimeEnv } from '@novavox/contracts-site/topology';

/**
 * The variables the site's server reads that could put it on the wrong ports or send visitors to this machine,
 * checked by the api's own rules (@novavox/contracts-site/deployment-env) before anything starts: each problem
 * names its variable. In production PUBLIC_SITE_URL (canonical links, sitemap), PUBLIC_API_URL (the pages' calls)
 * and SITE_ORIGINS (the remotes' CORS) must be public https addresses.
 */
export function siteServerEnvProblems(env: RuntimeEnv): string[] {
  const problems: string[] = [];
  const offset = portOffsetProblem(env.NOVAVOX_PORT_OFFSET);
  if (offset !== null) problems.push(`NOVAVOX_PORT_OFFSET ${offset}`);
  const host = bindHostProblem(env.HOST);
  if (host !== null) problems.push(`HOST ${host}`);
  for (const name of ['PUBLIC_SITE_URL', 'PUBLIC_API_URL'] as const) {
    const value = env[name]?.trim();
    if (value && !isHttpUrl(value)) problems.push(`${name} must be an http(s) URL (got "${value}")`);
  }
  for (const origin of (env.SITE_ORIGINS ?? '').split(',').map((part) => part.trim())) {
    if (origin !== '' && !/^https?:\/\/[^/\s]+\/?$/.test(origin))
      problems.push(`SITE_ORIGINS entry "${origin}" must be an origin like https://example.com`);
  }
  if (env.ALLOW_LOOPBACK_URLS?.trim() && !['true', 'false'].includes(env.ALLOW_LOOPBACK_URLS.trim()))
    problems.push('ALLOW_LOOPBACK_URLS must be true or false');
  return [...problems, ...publicUrlProblems(env, PUBLIC_URL_VARIABLES)];
}
