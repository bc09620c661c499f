import { spawn } from 'node:child_process';

/**
 * The launcher's children run in process groups of their own (supervised-process.ts), so a SIGKILL of the launcher
 * (or of its group, as Playwright's webServer does when given no graceful shutdown) no longer reaches them. This
 * watchdog, a detached `node -e` of a few lines, checks twice a second that the launcher lives; once it is gone
 * without having stopped its site (its state file is still there: a clean stop deletes the prefix first), it sends
 * SIGTERM to every process the state file lists, and exits. A string, not a function's source: a bundler rewrites
 * `require` inside a module, and `node -e` runs this alone, with Node's own modules only.
 */
const WATCHDOG = `
const [launcherPid, stateFile] = [Number(process.argv[1]), process.argv[2]];
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (alive(launcherPid)) return;
  clearInterval(timer);
  let pids = [];
  try {
    pids = JSON.parse(require('node:fs').readFileSync(stateFile, 'utf8')).processes.map((child) => child.pid).filter(Boolean);
  } catch {}
  for (const pid of pids) { try { process.kill(pid, 'SIGTERM'); } catch {} }
}, 500);
`;

export function startOrphanWatchdog(stateFile: string): void {
  spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), stateFile], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}
