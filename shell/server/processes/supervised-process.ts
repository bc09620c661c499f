import { type ChildProcess, spawn } from 'node:child_process';
import { type BackoffPolicy, DEFAULT_BACKOFF, quickExitsInARow, restartDelayMs } from './restart-backoff';

/**
 * One program the test launcher (`pnpm run serve:nginx`) keeps running: started again whenever it exits, whatever
 * its exit code or signal (an api process that exits cleanly is still a process the site lacks), after the wait
 * restart-backoff.ts gives. Every restart is counted and logged. `stop` ends it for good: the signal, then a wait
 * for its exit.
 */
export interface ProcessSpec {
  /** Shown in the log and the metrics, e.g. "api:8797". */
  name: string;
  /** Read at each start, so a restart runs what a deploy switched in (a new build behind a symlink). */
  command: () => { file: string; args: readonly string[]; env: NodeJS.ProcessEnv };
  stopSignal?: NodeJS.Signals;
}

export interface ProcessEvents {
  log: (line: string) => void;
  /** After each start (the first one included), with the new pid. */
  started?: (pid: number) => void;
}

export class SupervisedProcess {
  private child: ChildProcess | null = null;
  private stopped = false;
  private quickExits = 0;
  private startedAt = 0;
  private pendingStart: NodeJS.Timeout | null = null;
  /** Starts after an exit, since the launcher began. */
  restarts = 0;

  constructor(
    readonly spec: ProcessSpec,
    private readonly events: ProcessEvents,
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
  ) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  start(): void {
    if (this.stopped) return;
    this.pendingStart = null;
    const { file, args, env } = this.spec.command();
    // A process group of its own: Ctrl-C in the launcher's terminal signals the terminal's foreground group, and
    // nginx would take that SIGINT as a fast shutdown, cutting the requests in flight. Detached, only the launcher
    // gets it, and it stops each program in order with the signal it chooses (docs/deploy.md).
    const child = spawn(file, args, { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    this.child = child;
    this.startedAt = Date.now();
    child.once('error', (error) => this.events.log(`${this.spec.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    if (child.pid !== undefined) this.events.started?.(child.pid);
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child !== this.child) return;
    this.child = null;
    if (this.stopped) return;
    const ranForMs = Date.now() - this.startedAt;
    this.quickExits = quickExitsInARow(this.quickExits, ranForMs, this.policy);
    const delay = restartDelayMs(this.quickExits, this.policy);
    this.restarts += 1;
    this.events.log(
      `${this.spec.name} exited (${signal ?? `exit ${code}`}) after ${(ranForMs / 1000).toFixed(1)} s; ` +
        `restart ${this.restarts} in ${delay} ms`,
    );
    this.pendingStart = setTimeout(() => this.start(), delay);
  }

  /** Sends the stop signal and resolves once the program has exited; it is not started again. */
  stop(signal: NodeJS.Signals = this.spec.stopSignal ?? 'SIGTERM'): Promise<void> {
    this.stopped = true;
    if (this.pendingStart) clearTimeout(this.pendingStart);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  /** A signal to the running program (nginx: SIGHUP reloads it), without stopping supervision. */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }
}
