import {
  CACHE_CONTROL,
  CONTENT_NAMED_FILE_PATTERN,
  CORS_METHODS,
  FILE_PATH_PATTERN,
  FILE_STATUSES,
  PREFLIGHT_STATUS,
} from '../edge-rules';
import { quoted } from './edge';

/**
 * The edge rules (../edge-rules.ts) as nginx configuration: maps in the http block that every server's
 * add_header reads, evaluated per answer, and the location of file paths.
 */
export function edgeRuleMaps(shellOrigins: readonly string[]): string[] {
  const anyOrigin = shellOrigins.includes('*');
  return [
    // Cached for good only when the answer is the file (a missing content-named file is not).
    '  map $uri $novavox_file_cache_control {',
    `    ${quoted(`~*${CONTENT_NAMED_FILE_PATTERN}`)} ${quoted(CACHE_CONTROL.contentNamed)};`,
    `    default ${quoted(CACHE_CONTROL.revalidate)};`,
    '  }',
    '  map $status $novavox_cache_control {',
    ...FILE_STATUSES.map((status) => `    ${status} $novavox_file_cache_control;`),
    `    default ${quoted(CACHE_CONTROL.revalidate)};`,
    '  }',
    // An empty value sends no header: an origin not allowed gets no CORS headers at all.
    '  map $http_origin $novavox_cors_origin {',
    `    default ${anyOrigin ? '"*"' : '""'};`,
    ...shellOrigins.filter((origin) => origin !== '*').map((origin) => `    ${quoted(origin)} $http_origin;`),
    '  }',
    '  map $http_origin $novavox_cors_methods {',
    `    default ${anyOrigin ? quoted(CORS_METHODS) : '""'};`,
    ...shellOrigins
      .filter((origin) => origin !== '*')
      .map((origin) => `    ${quoted(origin)} ${quoted(CORS_METHODS)};`),
    '  }',
  ];
}

/** A remote's CORS headers, and its preflight answered at once. */
export const CORS_LINES = [
  'add_header Access-Control-Allow-Origin $novavox_cors_origin always;',
  'add_header Access-Control-Allow-Methods $novavox_cors_methods always;',
];
export const PREFLIGHT_LINE = `if ($request_method = OPTIONS) { return ${PREFLIGHT_STATUS}; }`;

/** The location of a path that names a file: a missing one is a plain 404, never a page. */
export const FILE_PATH_LOCATION = `~ ${quoted(FILE_PATH_PATTERN)}`;
