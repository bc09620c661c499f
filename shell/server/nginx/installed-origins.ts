import type { LocalService } from '@novavox/contracts-site/topology';
import type { ServedApp } from '../site-layout';

export interface InstalledOrigins {
  shellPort: number;
  apiPort: number;
  remotes: ServedApp[];
  serverNames: Partial<Record<LocalService, string>>;
}

/**
 * Where each origin of an installed nginx listens: the port of its public URL (PUBLIC_SITE_URL, PUBLIC_API_URL,
 * REMOTE_MF_*_URL; 443 for https, 80 for http) under its host name, so that every origin can share 443. Each
 * problem names its variable; two origins on one host and port are refused (nginx would drop one of them).
 */
export function installedOrigins(
  env: Readonly<Record<string, string | undefined>>,
  apps: { remotes: readonly ServedApp[] },
): InstalledOrigins {
  const problems: string[] = [];
  const listenOf = (variable: string) => {
    const value = env[variable]?.trim();
    if (!value) {
      problems.push(`${variable} must be set: the public URL nginx answers for`);
      return null;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${variable} must be an absolute http(s) URL, not "${value}"`);
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      problems.push(`${variable} must be an absolute http(s) URL, not "${value}"`);
      return null;
    }
    return { port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), name: url.hostname };
  };
  const origins: { service: LocalService; port: number; name: string }[] = [];
  const add = (service: LocalService, variable: string) => {
    const listen = listenOf(variable);
    if (listen) origins.push({ service, ...listen });
    return listen;
  };
  const shell = add('shell', 'PUBLIC_SITE_URL');
  const api = add('api', 'PUBLIC_API_URL');
  for (const remote of apps.remotes) add(remote.service, `REMOTE_${remote.service.toUpperCase()}_URL`);
  const seen = new Map<string, LocalService>();
  for (const origin of origins) {
    const key = `${origin.name}:${origin.port}`;
    const other = seen.get(key);
    if (other) problems.push(`${other} and ${origin.service} would share ${key}: give each its own host name or port`);
    seen.set(key, origin.service);
  }
  if (problems.length > 0 || !shell || !api)
    throw new Error(`The site's public URLs are wrong:\n- ${problems.join('\n- ')}`);
  const portOf = new Map(origins.map((origin) => [origin.service, origin.port]));
  return {
    shellPort: shell.port,
    apiPort: api.port,
    remotes: apps.remotes.map((remote) => ({ ...remote, port: portOf.get(remote.service) ?? remote.port })),
    serverNames: Object.fromEntries(origins.map((origin) => [origin.service, origin.name])),
  };
}
