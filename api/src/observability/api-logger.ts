import pino from 'pino';

export type ApiLogger = pino.Logger;

/** pino's levels, plus `silent`; LOG_LEVEL picks one. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The api's one logger: one JSON object per line on stdout (`level` as a word, `time` in ISO 8601, `service`),
 * which a log collector reads without a parser of its own. Writes are synchronous, so a line written just before
 * the process exits is not lost. Tests pass a stream of their own to read what was logged.
 */
export function createApiLogger(
  level: LogLevel = 'info',
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true }),
): ApiLogger {
  return pino(
    {
      level,
      base: { service: 'novavox-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The logger of modules that run before or beside the app (server start, the database, housekeeping). */
export const apiLog: ApiLogger = createApiLogger(logLevelFrom(process.env.LOG_LEVEL));

function logLevelFrom(value: string | undefined): LogLevel {
  const wanted = value?.trim().toLowerCase();
  return LOG_LEVELS.find((level) => level === wanted) ?? 'info';
}
