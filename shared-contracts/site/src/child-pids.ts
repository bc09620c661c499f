import { readdir, readFile } from 'node:fs/promises';

/**
 * The pids whose parent is `parent`, from Linux's /proc (nginx's workers for a reload, the api processes of a
 * soak run's site); none where there is no /proc. A process that ends while it is read is skipped.
 */
export async function childPids(parent: number): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const children: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat !== '' && parentPid(stat) === parent) children.push(Number(entry));
  }
  return children;
}

/** The parent pid in a /proc/<pid>/stat line: "pid (comm) state ppid …", comm may hold spaces and parentheses. */
export function parentPid(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
