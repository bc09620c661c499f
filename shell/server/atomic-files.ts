import { rename, rm, symlink, writeFile } from 'node:fs/promises';

/**
 * How the site's tools replace a file or a symlink that another process may read at any moment (nginx's state
 * files, the launcher's state, the release state, the `current` links): the new one is made beside it under a
 * temporary name, then renamed over it. rename(2) is atomic, so a reader sees the old one or the new one whole.
 */

/** The temporary name beside `path`; the process id keeps two writers from sharing one. */
const temporaryBeside = (path: string) => `${path}.${process.pid}.tmp`;

/** Writes `text` to `file` so that no reader ever sees it half written. */
export async function atomicWrite(file: string, text: string): Promise<void> {
  const temporary = temporaryBeside(file);
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** Points the symlink `link` at `target` with one rename(2) (a leftover temporary link is replaced). */
export async function switchLink(link: string, target: string): Promise<void> {
  const temporary = temporaryBeside(link);
  await rm(temporary, { force: true });
  await symlink(target, temporary);
  await rename(temporary, link);
}
