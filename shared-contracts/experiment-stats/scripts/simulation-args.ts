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
