import { join } from 'node:path';
import { EXPERIMENT_STATE_PATH } from '../page-islands';
import type { ServedApp } from '../site-layout';

/**
 * The nginx configuration for the remotes' origins, generated from the same layout the Node server reads
 * (site-layout.ts, itself from the remote registry): each remote on its own port, its build as the root,
 * its releases under /releases/, `immutable` caching for hashed files and no-cache for the rest, CORS for the
 * shell's origins, precompressed .br/.gz files served as they are (see precompress.ts), and 404 for a path with
 * no file. nginx runs unprivileged from a prefix folder holding its pid, logs and temporary files.
 */
/**
 * The shell's origin: its build, plus the files and per-route CSPs nginx-site.ts writes. siteDir also holds the
 * written fallbacks of the live documents: config.json, and experiment-state.json (the island's content while
 * the api has never answered).
 */
export interface ShellSite extends ServedApp {
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
  /** Folder for the pid file, the logs and nginx's temporary files. */
  prefix: string;
  host: string;
  remotes: readonly ServedApp[];
  shell?: ShellSite;
  /** Security headers of the remotes' answers. */
  remoteHeaders?: Record<string, string>;
  releasesDir: string;
  /** The api's public port, and the ports of its processes behind it (one upstream; none: no api block). */
  api?: { port: number; processPorts: readonly number[] };
  /** Origins allowed to read the remotes' files cross-origin. */
  shellOrigins: readonly string[];
  /** The brotli_static module's file, when installed (Debian: libnginx-mod-http-brotli-static). */
  brotliModule: string | null;
  /** nginx's MIME types table. */
  mimeTypes: string;
  /**
   * Run as root (a container, CI), nginx hands its workers to `nobody`, who cannot read a private temporary
   * prefix or a build in a home folder; this names the user they stay as instead. null when unprivileged.
   */
  workerUser: string | null;
}

// Quoted: nginx reads an unquoted { as the start of a block.
const HASHED_FILE = '"~\\.[0-9a-f]{8,}\\.[a-z0-9]+$"';

export function nginxConfig(inputs: NginxConfigInputs): string {
  const { prefix } = inputs;
  return [
    inputs.brotliModule ? `load_module ${quoted(inputs.brotliModule)};` : null,
    inputs.workerUser ? `user ${quoted(inputs.workerUser)};` : null,
    'worker_processes 1;',
    `pid ${quoted(join(prefix, 'nginx.pid'))};`,
    `error_log ${quoted(join(prefix, 'error.log'))} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  include ${quoted(inputs.mimeTypes)};`,
    '  default_type application/octet-stream;',
    `  access_log ${quoted(join(prefix, 'access.log'))};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${quoted(join(prefix, 'tmp', kind))};`,
    ),
    '  sendfile on;',
    '  server_tokens off;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript application/json text/plain image/svg+xml application/xml;',
    '  gzip_static on;',
    inputs.brotliModule ? '  brotli_static on;' : null,
    '  map $uri $novavox_cache_control {',
    `    ${HASHED_FILE} "public, max-age=31536000, immutable";`,
    '    default "no-cache";',
    '  }',
    inputs.shell && inputs.api
      ? `  proxy_cache_path ${quoted(join(prefix, 'tmp', 'states'))} levels=1 keys_zone=novavox_states:1m max_size=1m inactive=1d use_temp_path=off;`
      : null,
    '  map $http_origin $novavox_cors_origin {',
    '    default "";',
    ...inputs.shellOrigins.map((origin) => `    ${quoted(origin)} $http_origin;`),
    '  }',
    ...(inputs.shell ? shellServer(inputs.shell, inputs) : []),
    ...inputs.remotes.flatMap((remote) => remoteServer(remote, inputs)),
    ...(inputs.api ? apiServer(inputs.api, inputs.host) : []),
    '}',
    '',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

function remoteServer(remote: ServedApp, inputs: NginxConfigInputs): string[] {
  const headers = [
    'add_header Cache-Control $novavox_cache_control always;',
    'add_header Access-Control-Allow-Origin $novavox_cors_origin always;',
    'add_header Access-Control-Allow-Methods "GET, HEAD, OPTIONS" always;',
    'add_header Vary "Origin, Accept-Encoding" always;',
    ...Object.entries(inputs.remoteHeaders ?? { 'X-Content-Type-Options': 'nosniff' }).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
  ];
  return [
    `  # ${remote.service}`,
    '  server {',
    `    listen ${inputs.host}:${remote.port};`,
    `    root ${quoted(remote.dist)};`,
    ...headers.map((header) => `    ${header}`),
    '    if ($request_method = OPTIONS) { return 204; }',
    // A release folder is immutable and named by its build, like a CDN path; ^~ keeps the regex maps out of it.
    '    location ^~ /releases/ {',
    `      alias ${quoted(`${join(inputs.releasesDir, remote.service)}/`)};`,
    '      try_files $uri =404;',
    '    }',
    // Files only: a remote has no page routes, so a missing script is a 404, never HTML.
    '    location / {',
    '      try_files $uri $uri/index.html =404;',
    '    }',
    '  }',
  ];
}

/**
 * The shell's origin. Each route is an exact location (any case, trailing slashes ignored, as the router does)
 * answering its page with its own CSP; another path with a file extension is a plain 404, and any other path
 * the not-found page with status 404. /config.json is the api's live experiment states with the rest of the
 * config put in front of them (sub_filter), or the written config when the api does not answer.
 */
function shellServer(shell: ShellSite, inputs: NginxConfigInputs): string[] {
  const headerLines = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
  const pageHeaders = (csp: string, indent: string) => [
    ...headerLines({ ...shell.pageHeaders, 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' }, indent),
  ];
  const runtimeFile = (name: string) => [
    `    location = /${name} {`,
    `      root ${quoted(shell.siteDir)};`,
    ...headerLines({ ...shell.headers, 'Cache-Control': 'no-cache' }, '      '),
    '    }',
  ];
  // The api's live states, asked at most once per 2 seconds (one cached answer shared by /config.json and every
  // page's island, so both agree), and the last answer kept while the api does not answer, as the Node server does.
  const liveStates = [
    '      proxy_pass http://novavox_api/experiments/state;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Accept-Encoding "";',
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
        ...headerLines({ ...shell.headers, 'Cache-Control': 'no-cache' }, '      '),
        '    }',
        '    location @written_config {',
        ...writtenFile('config.json'),
        ...headerLines({ ...shell.headers, 'Cache-Control': 'no-cache' }, '      '),
        '    }',
      ]
    : runtimeFile('config.json');
  // What a page's SSI include puts in its experiment state island: the api's document (its states in
  // "experiments"), with every "<" escaped so that nothing in it can end the script element early.
  const island = [
    `    location = ${EXPERIMENT_STATE_PATH} {`,
    '      internal;',
    ...(inputs.api
      ? [
          ...liveStates,
          // Not 404: that is `internal` turning a visitor away.
          '      error_page 500 502 503 504 = @written_states;',
          `      sub_filter "<" ${quoted('\\u003c')};`,
          '      sub_filter_once off;',
          '      sub_filter_types application/json;',
          '    }',
          '    location @written_states {',
          ...writtenFile(EXPERIMENT_STATE_PATH.slice(1)),
          '    }',
        ]
      : [...writtenFile(EXPERIMENT_STATE_PATH.slice(1)), '    }']),
  ];
  // A page is a static file with one SSI include (its island); compressed on the way out, since the include
  // makes every answer different.
  const pageFilters = ['      ssi on;', '      ssi_silent_errors on;', '      gzip on;', '      gzip_vary on;'];
  return [
    '  # shell',
    '  server {',
    `    listen ${inputs.host}:${shell.port};`,
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
    `    location ~ ${quoted('\\.[A-Za-z0-9]+$')} {`,
    '      try_files $uri =404;',
    '    }',
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
 * reads with TRUST_PROXY=1.
 */
function apiServer(api: { port: number; processPorts: readonly number[] }, host: string): string[] {
  return [
    '  upstream novavox_api {',
    ...api.processPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
    '    keepalive 16;',
    '  }',
    '  # api',
    '  server {',
    `    listen ${host}:${api.port};`,
    '    client_max_body_size 1m;',
    '    location / {',
    '      proxy_pass http://novavox_api;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      proxy_next_upstream error timeout;',
    '    }',
    '  }',
  ];
}

/** A string for nginx's configuration, quoted so that spaces and semicolons in paths stay data. */
function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}
