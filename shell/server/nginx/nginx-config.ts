import { join } from 'node:path';
import type { LocalService } from '@novavox/contracts-site/topology';
import { CACHE_CONTROL } from '../edge-rules';
import { COPY_STATE_PATH, EXPERIMENT_STATE_PATH } from '../page-islands';
import type { ServedApp } from '../site-layout';
import {
  ACCESS_LOG_FORMAT,
  accessLogFormat,
  type EdgeLimit,
  type EdgeTls,
  HSTS,
  limitZones,
  listenLine,
  quoted,
  redirectServer,
  tlsLines,
  tooManyRequestsLocation,
  WRITES_IN_FLIGHT_PER_ADDRESS,
} from './edge';
import { CORS_LINES, edgeRuleMaps, FILE_PATH_LOCATION, PREFLIGHT_LINE } from './edge-rule-maps';

/**
 * The nginx configuration for the remotes' origins, generated from the same layout the Node server reads
 * (site-layout.ts, itself from the remote registry): each remote on its own port, its build as the root,
 * its releases under /releases/, `immutable` caching for hashed files and no-cache for the rest, CORS for the
 * shell's origins, precompressed .br/.gz files served as they are (see precompress.ts), and 404 for a path with
 * no file; and the edge (edge.ts): TLS with HTTP/2 and HSTS, the request id, JSON access logs, write limits.
 * nginx runs unprivileged from a prefix folder holding its pid and temporary files; its logs go to logDir, which
 * outlives the prefix. siteConfig is the same without nginx's main context: a site file for an installed nginx.
 */
/**
 * The shell's origin: its build, plus the files and per-route CSPs nginx-site.ts writes. siteDir also holds the
 * written fallbacks of the live documents: config.json, and experiment-state.json (the island's content while
 * the api has never answered).
 */
/**
 * An app's folder, and under a site release the previous release's folder of the same app: a file missing from
 * the first is looked for there, so a page loaded just before a switch still finds its scripts (docs/deploy.md).
 */
export interface NginxApp extends ServedApp {
  fallbackDist?: string | null;
}

export interface ShellSite extends NginxApp {
  siteDir: string;
  /** Each route's HTML file (under siteDir/pages) and its Content-Security-Policy. */
  pages: { path: string; file: string; csp: string }[];
  notFound: { file: string; csp: string };
  /** Headers of every other answer (hashed files, runtime files). */
  headers: Record<string, string>;
  pageHeaders: Record<string, string>;
  /** The runtime config's JSON up to its experiment states, which come from the api's live document. */
  configPrefix: string;
}

export interface NginxConfigInputs {
  /** Folder for the pid file and nginx's temporary files (the experiment states' cache included). */
  prefix: string;
  /** Folder of access.log (JSON lines) and error.log; kept when nginx stops. */
  logDir: string;
  /** Certificate and key: every origin answers https with HTTP/2 and HSTS. null: plain http. */
  tls: EdgeTls | null;
  /** With tls, a plain-http port that redirects every request to the shell's https origin (80 in production). */
  redirectPort: number | null;
  /**
   * Each origin's host name, when several share a port (an installed nginx: every origin on 443). Without one, an
   * origin is told apart by its port alone.
   */
  serverNames?: Partial<Record<LocalService, string>>;
  /** Per worker process; nginx runs one worker per core. */
  workerConnections: number;
  /** The edge limits on the api's write endpoints (edge.ts EDGE_LIMITS), or none. */
  limits: readonly EdgeLimit[];
  host: string;
  remotes: readonly NginxApp[];
  shell?: ShellSite;
  /** Security headers of the remotes' answers. */
  remoteHeaders?: Record<string, string>;
  releasesDir: string;
  /**
   * The api's public port, and the ports of its processes behind it (one upstream; none: no api block).
   * drainedPorts are marked `down`: a rolling restart takes a process out before stopping it (docs/deploy.md).
   */
  api?: { port: number; processPorts: readonly number[]; drainedPorts?: readonly number[] };
  /** Origins allowed to read the remotes' files cross-origin. */
  shellOrigins: readonly string[];
  /** The brotli_static module's file, when installed (Debian: libnginx-mod-http-brotli-static). */
  brotliModule: string | null;
  /** The brotli filter module's file, when installed (Debian: libnginx-mod-http-brotli-filter): pages in brotli. */
  brotliFilterModule?: string | null;
  /** nginx's MIME types table. */
  mimeTypes: string;
  /**
   * Run as root (a container, CI), nginx hands its workers to `nobody`, who cannot read a private temporary
   * prefix or a build in a home folder; this names the user they stay as instead. null when unprivileged.
   */
  workerUser: string | null;
}

export function nginxConfig(inputs: NginxConfigInputs): string {
  const { prefix } = inputs;
  return [
    inputs.brotliModule ? `load_module ${quoted(inputs.brotliModule)};` : null,
    inputs.brotliFilterModule ? `load_module ${quoted(inputs.brotliFilterModule)};` : null,
    inputs.workerUser ? `user ${quoted(inputs.workerUser)};` : null,
    'worker_processes auto;',
    // Each connection is a file, and a proxied request holds two.
    `worker_rlimit_nofile ${inputs.workerConnections * 2};`,
    `pid ${quoted(join(prefix, 'nginx.pid'))};`,
    `error_log ${quoted(join(inputs.logDir, 'error.log'))} warn;`,
    `events { worker_connections ${inputs.workerConnections}; }`,
    'http {',
    `  include ${quoted(inputs.mimeTypes)};`,
    '  default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${quoted(join(prefix, 'tmp', kind))};`,
    ),
    siteConfig(inputs),
    '}',
    '',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/**
 * Everything that goes inside nginx's http block: what an installed nginx includes from sites-enabled. Each
 * setting sits in the servers, so that none repeats one of the distribution's http block (gzip, ssl_protocols).
 */
export function siteConfig(inputs: NginxConfigInputs): string {
  const { prefix } = inputs;
  return [
    ...accessLogFormat(),
    ...limitZones(inputs.limits),
    ...edgeRuleMaps(inputs.shellOrigins),
    inputs.shell && inputs.api
      ? `  proxy_cache_path ${quoted(join(prefix, 'tmp', 'states'))} levels=1 keys_zone=novavox_states:1m max_size=1m inactive=1d use_temp_path=off;`
      : null,
    ...(inputs.shell ? shellServer(inputs.shell, inputs) : []),
    ...inputs.remotes.flatMap((remote) => remoteServer(remote, inputs)),
    ...(inputs.api ? apiServer(inputs.api, inputs) : []),
    ...(inputs.tls && inputs.redirectPort !== null && inputs.shell
      ? redirectServer(inputs.host, inputs.redirectPort, inputs.shell.port, Object.values(inputs.serverNames ?? {}))
      : []),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** What every server block starts with: its address, TLS, logs and the serving settings. */
function serverHead(port: number, service: LocalService, inputs: NginxConfigInputs): string[] {
  const name = inputs.serverNames?.[service];
  return [
    `    ${listenLine(inputs.host, port, inputs.tls)}`,
    ...(name ? [`    server_name ${name};`] : []),
    ...(inputs.tls ? tlsLines(inputs.tls, '    ') : []),
    `    access_log ${quoted(join(inputs.logDir, 'access.log'))} ${ACCESS_LOG_FORMAT};`,
    `    error_log ${quoted(join(inputs.logDir, 'error.log'))} warn;`,
    '    sendfile on;',
    '    server_tokens off;',
    '    charset utf-8;',
    '    charset_types text/css application/javascript application/json text/plain image/svg+xml application/xml;',
    '    gzip_static on;',
    ...(inputs.brotliModule ? ['    brotli_static on;'] : []),
  ];
}

/** Headers of every answer nginx makes: the request id, and HSTS over https. */
function edgeHeaders(inputs: NginxConfigInputs): Record<string, string> {
  return { 'X-Request-Id': '$request_id', ...(inputs.tls ? { 'Strict-Transport-Security': HSTS } : {}) };
}

/** try_files' last word: the previous release's folder when there is one, else a 404. */
function missingFile(app: NginxApp): string {
  return app.fallbackDist ? '@previous_release' : '=404';
}

function previousRelease(app: NginxApp): string[] {
  if (!app.fallbackDist) return [];
  return [
    '    location @previous_release {',
    `      root ${quoted(app.fallbackDist)};`,
    '      try_files $uri =404;',
    '    }',
  ];
}

function remoteServer(remote: NginxApp, inputs: NginxConfigInputs): string[] {
  const headers = [
    'add_header Cache-Control $novavox_cache_control always;',
    ...CORS_LINES,
    'add_header Vary "Origin, Accept-Encoding" always;',
    ...Object.entries({
      ...(inputs.remoteHeaders ?? { 'X-Content-Type-Options': 'nosniff' }),
      ...edgeHeaders(inputs),
    }).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
  ];
  return [
    `  # ${remote.service}`,
    '  server {',
    ...serverHead(remote.port, remote.service, inputs),
    `    root ${quoted(remote.dist)};`,
    ...headers.map((header) => `    ${header}`),
    `    ${PREFLIGHT_LINE}`,
    // A release folder is immutable and named by its build, like a CDN path; ^~ keeps the regex maps out of it.
    '    location ^~ /releases/ {',
    `      alias ${quoted(`${join(inputs.releasesDir, remote.service)}/`)};`,
    '      try_files $uri =404;',
    '    }',
    // Files only: a remote has no page routes, so a missing script is a 404, never HTML.
    '    location / {',
    `      try_files $uri $uri/index.html ${missingFile(remote)};`,
    '    }',
    ...previousRelease(remote),
    '  }',
  ];
}

/**
 * The shell's origin. Each route is an exact location (any case, trailing slashes ignored, as the router does)
 * answering its page with its own CSP; another path with a file extension is a plain 404, and any other path
 * the not-found page with status 404. /config.json is the api's live experiment states with the rest of the
 * config put in front of them (sub_filter), or the written config when the api does not answer.
 */
function shellServer(site: ShellSite, inputs: NginxConfigInputs): string[] {
  const edge = edgeHeaders(inputs);
  const shell = {
    ...site,
    headers: { ...site.headers, ...edge },
    pageHeaders: { ...site.pageHeaders, ...edge },
  };
  const headerLines = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
  const pageHeaders = (csp: string, indent: string) => [
    ...headerLines(
      { ...shell.pageHeaders, 'Content-Security-Policy': csp, 'Cache-Control': CACHE_CONTROL.revalidate },
      indent,
    ),
  ];
  const runtimeFile = (name: string) => [
    `    location = /${name} {`,
    `      root ${quoted(shell.siteDir)};`,
    ...headerLines({ ...shell.headers, 'Cache-Control': CACHE_CONTROL.revalidate }, '      '),
    '    }',
  ];
  // The api's live states, asked at most once per 2 seconds (one cached answer shared by /config.json and every
  // page's island, so both agree), and the last answer kept while the api does not answer, as the Node server does.
  const liveStates = [
    '      proxy_pass http://novavox_api/experiments/state;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Accept-Encoding "";',
    '      proxy_set_header X-Request-Id $request_id;',
    '      proxy_connect_timeout 1s;',
    '      proxy_read_timeout 2s;',
    '      proxy_intercept_errors on;',
    '      proxy_hide_header Cache-Control;',
    '      proxy_cache novavox_states;',
    '      proxy_cache_key "experiment-states";',
    '      proxy_cache_valid 200 2s;',
    '      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    '      proxy_cache_lock on;',
  ];
  const writtenFile = (name: string) => [`      root ${quoted(shell.siteDir)};`, `      try_files /${name} =503;`];
  const config = inputs.api
    ? [
        '    location = /config.json {',
        ...liveStates,
        '      error_page 404 500 502 503 504 = @written_config;',
        `      sub_filter ${quoted('{"experiments":')} ${quoted(shell.configPrefix)};`,
        '      sub_filter_once on;',
        '      sub_filter_types application/json;',
        ...headerLines({ ...shell.headers, 'Cache-Control': CACHE_CONTROL.revalidate }, '      '),
        '    }',
        '    location @written_config {',
        ...writtenFile('config.json'),
        ...headerLines({ ...shell.headers, 'Cache-Control': CACHE_CONTROL.revalidate }, '      '),
        '    }',
      ]
    : runtimeFile('config.json');
  // What a page's SSI include puts in one of its islands: the api's document (`live` proxies it), with every "<"
  // escaped so that nothing in it can end the script element early; the file written at build when the api fails.
  const islandLocation = (path: string, writtenName: string, live: readonly string[]) => [
    `    location = ${path} {`,
    '      internal;',
    ...(inputs.api
      ? [
          ...live,
          // Not 404: that is `internal` turning a visitor away.
          `      error_page 500 502 503 504 = @${writtenName};`,
          `      sub_filter "<" ${quoted('\\u003c')};`,
          '      sub_filter_once off;',
          '      sub_filter_types application/json;',
          '    }',
          `    location @${writtenName} {`,
          ...writtenFile(path.slice(1)),
          '    }',
        ]
      : [...writtenFile(path.slice(1)), '    }']),
  ];
  const island = [
    // The experiment state island: the api's states (in "experiments").
    ...islandLocation(EXPERIMENT_STATE_PATH, 'written_states', liveStates),
    // The copy island (docs/copy-experiments.md): the api's GET /experiments/copy, cached and kept the same way.
    ...islandLocation(
      COPY_STATE_PATH,
      'written_copy',
      liveStates.map((line) =>
        line.replace('/experiments/state;', '/experiments/copy;').replace('"experiment-states"', '"copy-document"'),
      ),
    ),
  ];
  // A page is a static file with one SSI include (its island); compressed on the way out, since the include
  // makes every answer different: brotli when the filter module is there, else gzip, both at level 6 (past it
  // the pages barely shrink and each costs more CPU; measured in docs/serving.md).
  const pageFilters = [
    '      ssi on;',
    '      ssi_silent_errors on;',
    '      gzip on;',
    '      gzip_comp_level 6;',
    '      gzip_vary on;',
    ...(inputs.brotliFilterModule ? ['      brotli on;', '      brotli_comp_level 6;'] : []),
  ];
  return [
    '  # shell',
    '  server {',
    ...serverHead(shell.port, 'shell', inputs),
    `    root ${quoted(shell.dist)};`,
    '    add_header Cache-Control $novavox_cache_control always;',
    ...headerLines(shell.headers, '    '),
    ...runtimeFile('remotes.json'),
    ...runtimeFile('robots.txt'),
    ...runtimeFile('sitemap.xml'),
    ...config,
    ...island,
    ...shell.pages.flatMap((page) => [
      page.path === '/' ? '    location = / {' : `    location ~* ${quoted(`^${escapeRegex(page.path)}/*$`)} {`,
      `      root ${quoted(shell.siteDir)};`,
      `      try_files /pages/${page.file} =404;`,
      ...pageFilters,
      ...pageHeaders(page.csp, '      '),
      '    }',
    ]),
    '    location ^~ /pages/ {',
    '      internal;',
    `      root ${quoted(shell.siteDir)};`,
    ...pageHeaders(shell.notFound.csp, '      '),
    '    }',
    // A file that is not there is a plain 404, never HTML; a path that looks like a page gets the not-found page.
    `    location ${FILE_PATH_LOCATION} {`,
    `      try_files $uri ${missingFile(shell)};`,
    '    }',
    ...previousRelease(shell),
    '    location / {',
    '      try_files $uri $uri/index.html =404;',
    `      error_page 404 /pages/${shell.notFound.file};`,
    '    }',
    '  }',
  ];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The api's processes behind one upstream on the api's usual port. A request that fails to connect moves to the
 * next process (a restart of one is invisible); the api sees the visitor's address in X-Forwarded-For, which it
 * reads with TRUST_PROXY=1, and the edge's request id in X-Request-Id, which its log lines carry. POSTs to the
 * write endpoints pass the edge limits first; a refusal is the api's own 429 body.
 *
 * A request is retried on the other process when its connection failed (`error timeout`); a POST the api may have
 * received is retried only where storing it twice stores it once (IDEMPOTENT_WRITES), so a killed process loses
 * no write and none is applied twice. No process is ever marked failed (max_fails=0): a refused connection on
 * loopback costs a fraction of a millisecond, while marking one failed during a restart left nginx with no live
 * process at all for fail_timeout whenever the other one also failed a request once. nginx drops an idle
 * connection to a process after 4 s, before Node's 5 s keep-alive timeout closes it. See docs/deploy.md.
 */
function apiServer(api: NonNullable<NginxConfigInputs['api']>, inputs: NginxConfigInputs): string[] {
  const drained = new Set(api.drainedPorts ?? []);
  const proxy = (indent: string, retryWrites: boolean) =>
    [
      'proxy_pass http://novavox_api;',
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $http_host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Request-Id $request_id;',
      retryWrites ? 'proxy_next_upstream error timeout non_idempotent;' : 'proxy_next_upstream error timeout;',
    ].map((line) => `${indent}${line}`);
  const hsts: Record<string, string> = inputs.tls ? { 'Strict-Transport-Security': HSTS } : {};
  const headers = edgeHeaders(inputs);
  const limitLines = (limit: EdgeLimit | undefined) =>
    limit
      ? [
          `      limit_req zone=${limit.zone} burst=${limit.burst} nodelay;`,
          `      limit_conn novavox_writes ${WRITES_IN_FLIGHT_PER_ADDRESS};`,
        ]
      : [];
  const isRetried = (location: string) => IDEMPOTENT_WRITES.some((path) => location === `= ${path}`);
  // The limit whose location covers a path (an exact one, or a ^~ prefix).
  const limitOf = (path: string) =>
    inputs.limits.find((limit) =>
      limit.locations.some(
        (location) => location === `= ${path}` || (location.startsWith('^~ ') && path.startsWith(location.slice(3))),
      ),
    );
  const limited = inputs.limits.flatMap((limit) =>
    limit.locations
      .filter((location) => !isRetried(location))
      .flatMap((location) => [`    location ${location} {`, ...limitLines(limit), ...proxy('      ', false), '    }']),
  );
  const retried = IDEMPOTENT_WRITES.flatMap((path) => [
    `    location = ${path} {`,
    ...limitLines(limitOf(path)),
    ...proxy('      ', true),
    '    }',
  ]);
  return [
    '  upstream novavox_api {',
    ...api.processPorts.map((port) => `    server 127.0.0.1:${port}${drained.has(port) ? ' down' : ' max_fails=0'};`),
    '    keepalive 16;',
    '    keepalive_timeout 4s;',
    '  }',
    '  # api',
    '  server {',
    ...serverHead(api.port, 'api', inputs),
    '    client_max_body_size 1m;',
    // The api answers with the id it was given and its own HSTS; the edge's are the ones the site sends, once.
    ...Object.keys(headers).map((name) => `    proxy_hide_header ${name};`),
    ...Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    ...(inputs.limits.length > 0
      ? [
          '    limit_req_status 429;',
          '    limit_conn_status 429;',
          '    limit_req_log_level warn;',
          '    limit_conn_log_level warn;',
          '    error_page 429 = @novavox_too_many;',
        ]
      : []),
    '    location / {',
    ...proxy('      ', false),
    '    }',
    ...limited,
    ...retried,
    ...(inputs.limits.length > 0 ? tooManyRequestsLocation(hsts) : []),
    '  }',
  ];
}

/** POST routes of the api that store the same thing however often they are sent (docs/deploy.md). */
export const IDEMPOTENT_WRITES = ['/events', '/forms/waitlist'] as const;
