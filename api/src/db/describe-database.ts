import type { DatabaseLocation } from './open-database';

/** For logs: the SQLite path, or the PostgreSQL server and database without the password. */
export function describeDatabase(location: DatabaseLocation): string {
  if (location.engine === 'sqlite') return location.path;
  try {
    const url = new URL(location.url);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
