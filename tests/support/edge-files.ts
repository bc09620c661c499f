import { join } from 'node:path';

/** Where the https leg keeps its certificate, nginx's logs and the site's output (the api's log lines). */
export function edgeFiles(): { tlsDir: string; nginxLogDir: string; accessLog: string; siteLog: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const nginxLogDir = join(dataDir, 'nginx-logs');
  return {
    tlsDir: join(dataDir, 'tls'),
    nginxLogDir,
    accessLog: join(nginxLogDir, 'access.log'),
    siteLog: join(dataDir, 'site.log'),
  };
}
