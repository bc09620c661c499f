import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRERENDER_DIR, PRERENDER_MANIFEST_FILE } from '../prerender-manifest';

/** A file name the static server and nginx cache for good: it changes with its content. */
export function hashedName(stem: string, text: string, extension: string): string {
  return `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.${extension}`;
}

/** Where a route's page is saved, relative to the shell's build: `/` is index.html, `/a/b` is a__b.html. */
export function pageFile(path: string): string {
  return `${PRERENDER_DIR}/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '__')}.html`;
}

/** The previous run's pages and manifest: a route no longer public must not keep its page. */
export async function clearPreviousOutput(shellDist: string): Promise<void> {
  await rm(join(shellDist, PRERENDER_DIR), { recursive: true, force: true });
  await rm(join(shellDist, PRERENDER_MANIFEST_FILE), { force: true });
}
