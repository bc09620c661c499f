/**
 * Why a database error means "cannot be used right now" rather than "this request is wrong": the server is
 * shutting down or refusing connections, a connection was cut, or the disk is full. The api answers such errors
 * with 503 and Retry-After (the request may simply be sent again) and logs them as what they are.
 */
export type DatabaseUnavailable = 'disk-full' | 'unreachable';

/** SQLSTATE classes and codes of PostgreSQL that say the server, not the statement, is the problem. */
const POSTGRES_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown (pg_ctl stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53300', // too_many_connections
  '53100', // disk_full
  '58030', // io_error
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says when a connection ends under a query, or none could be made in time. */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/;

export function databaseUnavailable(error: unknown): DatabaseUnavailable | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return 'disk-full';
      if (POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return 'unreachable';
      if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_BUSY') || code === 'SQLITE_CANTOPEN')
        return 'unreachable';
    }
    if (LOST_CONNECTION.test(current.message)) return 'unreachable';
    current = current.cause;
  }
  return null;
}

/** What a caller is told while the database is out (the forms show it as it is). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service cannot store or read data right now. Please try again in a minute.';
/** Seconds a client should wait before sending the request again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
