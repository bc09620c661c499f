import type { ParseResult, RuntimeConfig } from '@novavox/contracts-runtime';
import { parseRemoteLocations, type RemoteLocations } from '@novavox/contracts-site/remotes';
import { parseRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { fetchJsonFile } from './fetch-json-file';

export interface RuntimeFiles {
  config: RuntimeConfig;
  remotes: RemoteLocations;
}

export interface RuntimeFileProblem {
  file: string;
  problems: string[];
}

export type RuntimeFilesResult = { ok: true; files: RuntimeFiles } | { ok: false; errors: RuntimeFileProblem[] };

async function loadFile<T>(file: string, parse: (value: unknown) => ParseResult<T>): Promise<ParseResult<T>> {
  const fetched = await fetchJsonFile(file);
  return fetched.ok ? parse(fetched.value) : fetched;
}

/** Reads and validates /config.json and /remotes.json, both at once. */
export async function loadRuntimeFiles(): Promise<RuntimeFilesResult> {
  const [config, remotes] = await Promise.all([
    loadFile('/config.json', parseRuntimeConfig),
    loadFile('/remotes.json', parseRemoteLocations),
  ]);
  if (config.ok && remotes.ok) return { ok: true, files: { config: config.value, remotes: remotes.value } };
  const errors: RuntimeFileProblem[] = [];
  if (!config.ok) errors.push({ file: '/config.json', problems: config.problems });
  if (!remotes.ok) errors.push({ file: '/remotes.json', problems: remotes.problems });
  return { ok: false, errors };
}
