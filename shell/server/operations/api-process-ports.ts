/**
 * The ports of the api processes behind nginx: what the installed nginx balances over (API_PROCESS_PORTS) and what
 * `ops rolling-restart` and `ops deploy-api` restart one by one (--ports). Both read them here, so the default and
 * the rule cannot drift apart.
 */
export const DEFAULT_API_PROCESS_PORTS = '8797,8798';

/** A port a server is told to use: a whole number from 1 to 65535 (0, "any free port", is not one to name). */
export const isFixedPort = (port: number): boolean => Number.isInteger(port) && port >= 1 && port <= 65535;

/**
 * The ports of a comma-separated list ("8797, 8798"), the default when none is given, or the sentence that says
 * what is wrong, naming the setting.
 */
export function apiProcessPorts(name: string, text: string | undefined): { ports: number[] } | { problem: string } {
  const given = text?.trim() || DEFAULT_API_PROCESS_PORTS;
  const ports = given.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part.trim())));
  return ports.every(isFixedPort)
    ? { ports }
    : { problem: `${name} must list ports from 1 to 65535, comma-separated, not "${text}".` };
}
