import { TOO_MANY_REQUESTS_MESSAGE } from '@novavox/contracts-api/api-error';
/**
 * What every public origin needs at the edge, whatever it serves: TLS with HTTP/2 and HSTS, a request id, one
 * JSON access log line per answer, and limits on the api's write endpoints in front of the api's own. The
 * numbers and the reasons for them are in docs/serving.md ("The edge").
 */

/** A certificate and its key (PEM files nginx reads at start and on reload: a renewal needs `nginx -s reload`). */
export interface EdgeTls {
  certificate: string;
  key: string;
}

/** Two years, the value browsers' preload lists ask for; sent over https only (browsers ignore it on http). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The one JSON line nginx writes per answer. The path has no query string: a link's token stays out of the log,
 * as it does in the api's. Times are seconds with millisecond resolution; `upstreamTime` is empty for an answer
 * nginx made itself (a file, a redirect, a refusal at the edge), and lists one time per process tried.
 */
export const ACCESS_LOG_FORMAT = 'novavox_json';

export function accessLogFormat(): string[] {
  const fields: [string, string][] = [
    ['time', '"$time_iso8601"'],
    ['requestId', '"$request_id"'],
    ['remoteAddr', '"$remote_addr"'],
    ['host', '"$host"'],
    ['port', '$server_port'],
    ['method', '"$request_method"'],
    ['path', '"$novavox_log_path"'],
    ['protocol', '"$server_protocol"'],
    ['status', '$status'],
    ['bytes', '$bytes_sent'],
    ['requestTime', '$request_time'],
    ['upstream', '"$upstream_addr"'],
    ['upstreamStatus', '"$upstream_status"'],
    ['upstreamTime', '"$upstream_response_time"'],
    ['referer', '"$http_referer"'],
    ['userAgent', '"$http_user_agent"'],
  ];
  const json = `{${fields.map(([name, value]) => `"${name}":${value}`).join(',')}}`;
  return [
    '  map $request_uri $novavox_log_path {',
    '    "~^(?<novavox_path>[^?]*)" $novavox_path;',
    '  }',
    `  log_format ${ACCESS_LOG_FORMAT} escape=json '${json}';`,
  ];
}

/**
 * An edge limit: a leaky bucket per client address (nginx's limit_req) on POSTs to some of the api's paths.
 * `rate` is the sustained pace a client may keep, `burst` how many requests above it are answered at once before
 * the 429s start. Both sit above the api's own limit for the same endpoint, so that a person who overdoes it gets
 * the api's precise answer; a flood is cut here before it costs the api a database write per request.
 */
export interface EdgeLimit {
  zone: string;
  /** nginx's rate syntax: requests per second (`r/s`) or per minute (`r/m`). */
  rate: string;
  burst: number;
  /** nginx location heads: the paths of the api the limit covers. */
  locations: string[];
}

export const EDGE_LIMITS: readonly EdgeLimit[] = [
  // The api: 600 batches a minute per address. A busy tab sends about one batch a second; 20 tabs of a household
  // behind one address stay under 20/s.
  { zone: 'novavox_events', rate: '20r/s', burst: 200, locations: ['= /events'] },
  // The api: 60 forms a minute per address (waitlist, contact, the links' confirm and delete pages).
  { zone: 'novavox_forms', rate: '2r/s', burst: 20, locations: ['^~ /forms/', '^~ /waitlist/'] },
  // The api: 20 sign-in requests an hour per address, 5 per e-mail address.
  { zone: 'novavox_sign_in', rate: '30r/m', burst: 20, locations: ['^~ /team/sign-in'] },
  // The api: 5 calls an hour per address, 3 per number, 30 for the whole site.
  { zone: 'novavox_phone_calls', rate: '10r/m', burst: 10, locations: ['= /create_phone_call'] },
];

/** Concurrent write requests per address (HTTP/2 counts each request in flight as one). */
export const WRITES_IN_FLIGHT_PER_ADDRESS = 32;

export function limitZones(limits: readonly EdgeLimit[]): string[] {
  if (limits.length === 0) return [];
  return [
    // Only POSTs count: an empty key is never limited, so reads and CORS preflights pass.
    '  map $request_method $novavox_write_client {',
    '    POST $binary_remote_addr;',
    '    default "";',
    '  }',
    // 10 MB of state holds about 160,000 addresses per zone.
    ...limits.map((limit) => `  limit_req_zone $novavox_write_client zone=${limit.zone}:10m rate=${limit.rate};`),
    '  limit_conn_zone $novavox_write_client zone=novavox_writes:10m;',
  ];
}

/** The TLS part of a server block: HTTP/2 is on the listen line (nginx 1.22), see listenLine. */
export function tlsLines(tls: EdgeTls, indent: string): string[] {
  return [
    `ssl_certificate ${quoted(tls.certificate)};`,
    `ssl_certificate_key ${quoted(tls.key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:novavox_tls:10m;',
    'ssl_session_timeout 1d;',
    'ssl_session_tickets off;',
    // A plain http request to an https port (nginx's 497) is sent to the same address over https.
    'error_page 497 =301 https://$host:$server_port$request_uri;',
  ].map((line) => `${indent}${line}`);
}

export function listenLine(host: string, port: number, tls: EdgeTls | null): string {
  return `listen ${host}:${port}${tls ? ' ssl http2' : ''};`;
}

/**
 * The plain-http port of a TLS site: every request is sent to https on the same host (the shell's port when it is
 * not 443), path and query kept; only the ACME challenges of certbot's webroot are answered on it.
 */
export function redirectServer(host: string, port: number, shellPort: number, names: readonly string[]): string[] {
  const target = shellPort === 443 ? 'https://$host$request_uri' : `https://$host:${shellPort}$request_uri`;
  return [
    '  # http → https',
    '  server {',
    `    listen ${host}:${port};`,
    ...(names.length > 0 ? [`    server_name ${[...new Set(names)].join(' ')};`] : []),
    // certbot's HTTP-01 challenge (webroot) is answered over plain http, before the redirect.
    '    location ^~ /.well-known/acme-challenge/ {',
    '      root /var/www/html;',
    '    }',
    '    location / {',
    `      return 301 ${target};`,
    '    }',
    '  }',
  ];
}

/** The answer of a refusal at the edge: the api's own error body, for the site's origins to read. */
export function tooManyRequestsLocation(extraHeaders: Record<string, string>): string[] {
  const body = JSON.stringify({ error: TOO_MANY_REQUESTS_MESSAGE, message: TOO_MANY_REQUESTS_MESSAGE });
  const headers: Record<string, string> = {
    'Retry-After': '1',
    'Cache-Control': 'no-store',
    'X-Request-Id': '$request_id',
    'Access-Control-Allow-Origin': '$novavox_cors_origin',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
    ...extraHeaders,
  };
  return [
    '    location @novavox_too_many {',
    '      default_type application/json;',
    ...Object.entries(headers).map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`),
    `      return 429 ${quoted(body)};`,
    '    }',
  ];
}

/** A string for nginx's configuration, quoted so that spaces and semicolons in paths stay data. */
export function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}
