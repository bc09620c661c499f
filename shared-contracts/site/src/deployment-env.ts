import type { RuntimeEnv } from './topology';

export { portOffsetProblem } from './topology';

/**
 * The rules the api and the site's server apply alike to the variables they both read (docs/production-config.md).
 * Each returns null, or the rule broken, worded to follow the variable's name.
 */

/** An absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A URL variable of either server (the api's public and platform URLs, the site's endpoints and remotes): written
 * out as http(s)://host[/path], with no spaces, and one the URL parser reads.
 */
export function httpUrlProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const url = value.trim();
  return /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(url) && isHttpUrl(url) ? null : 'must be an http(s) URL';
}

export function portProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  return /^\d{1,5}$/.test(value.trim()) && Number(value) <= 65535
    ? null
    : `must be a port number from 0 to 65535, 0 meaning any free port (got "${value}")`;
}

export function bindHostProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  return /^[A-Za-z0-9.:-]+$/.test(value.trim())
    ? null
    : `must be a host name or IP address to listen on, such as 127.0.0.1 or 0.0.0.0 (got "${value}")`;
}

/** This machine's own addresses: a link or origin on one reaches whoever opens it, never this server. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]' ||
    host.startsWith('[::ffff:127.')
  );
}

/** A switch (ALLOW_LOOPBACK_URLS, PUBLIC_EXPERIMENTS_ENABLED): true or false; anything else used to mean false. */
export function trueOrFalseProblem(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text === 'true' || text === 'false' ? null : `must be true or false (got "${value}")`;
}

/**
 * NODE_ENV takes the three values tools set: anything else (`prod`, `Production`) would quietly skip production's
 * checks.
 */
export function nodeEnvProblem(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || ['production', 'development', 'test'].includes(text)
    ? null
    : `must be production, development or test (got "${value}")`;
}

/** NODE_ENV=production, as both servers read it. */
export function isProduction(env: RuntimeEnv): boolean {
  return env.NODE_ENV?.trim() === 'production';
}

/** ALLOW_LOOPBACK_URLS=true: a production rehearsal on one machine (benches, the https e2e leg). */
export function loopbackAllowed(env: RuntimeEnv): boolean {
  return env.ALLOW_LOOPBACK_URLS?.trim() === 'true';
}

/**
 * In production, a public address (PUBLIC_API_URL, PUBLIC_SITE_URL, each of SITE_ORIGINS) must be given and be
 * https on a host other than this machine: mailed links and the pages' calls use them, the team's cookie is
 * `Secure` only over https, and a site served with HSTS cannot call an http api. With ALLOW_LOOPBACK_URLS=true,
 * loopback addresses (http or https) pass; an http address elsewhere never does.
 */
export function publicUrlProblems(env: RuntimeEnv, names: readonly string[] = PUBLIC_URL_VARIABLES): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  for (const name of names) {
    const raw = env[name]?.trim() ?? '';
    if (raw === '') {
      problems.push(
        `${name} must be set when NODE_ENV=production (the default is this machine's loopback, which nobody else reaches)`,
      );
      continue;
    }
    for (const url of name === 'SITE_ORIGINS' ? raw.split(',').map((part) => part.trim()) : [raw]) {
      if (url === '') continue;
      if (isLoopbackUrl(url)) {
        if (!loopbackAllowed(env))
          problems.push(
            `${name} must not be a loopback address when NODE_ENV=production (got ${url}): set the public https address, or ALLOW_LOOPBACK_URLS=true for a rehearsal on one machine`,
          );
      } else if (!url.toLowerCase().startsWith('https://')) {
        problems.push(
          `${name} must be an https:// address when NODE_ENV=production (got ${url}): links and cookies would travel in clear`,
        );
      }
    }
  }
  return problems;
}

export const PUBLIC_URL_VARIABLES = ['PUBLIC_API_URL', 'PUBLIC_SITE_URL', 'SITE_ORIGINS'] as const;
