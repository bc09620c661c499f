import { MINIMUM_EXPERIMENTS, poolSize, SimulationPool } from './simulation-pool';

/** `--name value` options of the simulation commands (pnpm passes them after `--`); whole numbers only. */
export function integerOption(name: string, fallback: number, argv = process.argv.slice(2)): number {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`--${name} must be a whole number of at least 1, got "${argv[index + 1] ?? ''}"\n`);
    process.exit(2);
  }
  return value;
}

export const write = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The options every simulation command takes: `--experiments` (each line runs at least so many; default
 * MINIMUM_EXPERIMENTS) and `--workers` (threads; default every core), read once here.
 */
export function simulationOptions(): { atLeast: number; pool: SimulationPool } {
  const atLeast = integerOption('experiments', MINIMUM_EXPERIMENTS);
  const workers = process.argv.includes('--workers') ? integerOption('workers', 1) : null;
  return { atLeast, pool: new SimulationPool(poolSize(workers)) };
}
