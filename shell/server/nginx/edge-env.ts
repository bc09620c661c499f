import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RuntimeEnv } from '@novavox/contracts-site/topology';
import { isFixedPort } from '../operations/api-process-ports';
import { workspaceRoot } from '../site-layout';
import { EDGE_LIMITS, type EdgeLimit, type EdgeTls } from './edge';

/** The nginx both launchers run (serve-nginx, write-nginx-site) and the tests start: NGINX, else Debian's. */
export const nginxBinary = (env: RuntimeEnv): string => env.NGINX?.trim() || '/usr/sbin/nginx';

/** Debian's nginx modules (libnginx-mod-http-brotli-static, libnginx-mod-http-brotli-filter). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const BROTLI_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface EdgeOptions {
  tls: EdgeTls | null;
  redirectPort: number | null;
  logDir: string;
  workerConnections: number;
  limits: readonly EdgeLimit[];
  brotliModule: string | null;
  brotliFilterModule: string | null;
}

/**
 * The edge's settings from the environment (documented in docs/serving.md, "The edge"):
 * - NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY: PEM files; both set, every origin answers https with
 *   HTTP/2 and HSTS, on its usual port;
 * - NGINX_HTTP_PORT: with TLS, the plain-http port that redirects to the shell (the shell's port + 80 by default;
 *   80 in production); `off` for none;
 * - NGINX_LOG_DIR: access.log (JSON lines) and error.log, kept across stops (shell/.nginx-logs by default);
 * - NGINX_WORKER_CONNECTIONS: per worker, 4096 by default;
 * - NGINX_EDGE_LIMITS: `off` lifts the edge limits (a load test from one address), `on` by default.
 * A bad value is refused with a message naming the variable.
 */
export function edgeOptionsFromEnv(env: RuntimeEnv, shellPort: number): EdgeOptions {
  const problems: string[] = [];
  const certificate = env.NGINX_TLS_CERTIFICATE?.trim() || null;
  const key = env.NGINX_TLS_CERTIFICATE_KEY?.trim() || null;
  if (Boolean(certificate) !== Boolean(key))
    problems.push('NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY must be set together, or neither');
  for (const [name, file] of [
    ['NGINX_TLS_CERTIFICATE', certificate],
    ['NGINX_TLS_CERTIFICATE_KEY', key],
  ] as const) {
    if (file && !existsSync(file)) problems.push(`${name} names a file that does not exist: ${file}`);
  }
  const tls = certificate && key ? { certificate: resolve(certificate), key: resolve(key) } : null;

  const httpPort = env.NGINX_HTTP_PORT?.trim();
  let redirectPort: number | null = tls ? shellPort + 80 : null;
  if (httpPort === 'off') redirectPort = null;
  else if (httpPort) {
    const port = Number(httpPort);
    if (!isFixedPort(port)) problems.push(`NGINX_HTTP_PORT must be a port from 1 to 65535, or off, not "${httpPort}"`);
    else redirectPort = tls ? port : null;
  }

  const connectionsText = env.NGINX_WORKER_CONNECTIONS?.trim() || '4096';
  const workerConnections = Number(connectionsText);
  if (!Number.isInteger(workerConnections) || workerConnections < 64 || workerConnections > 65536)
    problems.push(`NGINX_WORKER_CONNECTIONS must be a whole number from 64 to 65536, not "${connectionsText}"`);

  const limitsText = env.NGINX_EDGE_LIMITS?.trim() || 'on';
  if (limitsText !== 'on' && limitsText !== 'off')
    problems.push(`NGINX_EDGE_LIMITS must be on or off, not "${limitsText}"`);

  if (problems.length > 0) throw new Error(`The nginx settings are wrong:\n- ${problems.join('\n- ')}`);
  return {
    tls,
    redirectPort,
    logDir: resolve(env.NGINX_LOG_DIR?.trim() || join(workspaceRoot, 'shell', '.nginx-logs')),
    workerConnections,
    limits: limitsText === 'off' ? [] : EDGE_LIMITS,
    brotliModule: existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null,
    brotliFilterModule: existsSync(BROTLI_FILTER_MODULE) ? BROTLI_FILTER_MODULE : null,
  };
}
