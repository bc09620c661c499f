import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor } from '@novavox/contracts-site/wait-until';
import { nginxBinary } from './edge-env';
import { type NginxConfigInputs, nginxConfig } from './nginx-config';

/**
 * For the tests that run nginx for real on a generated configuration (nginx-config.test.ts,
 * edge-rules-agree.test.ts): the binary, or a clear refusal when the machine lacks it, and one way to start it.
 */
export function testNginxBinary(): string {
  const nginx = nginxBinary(process.env);
  if (!existsSync(nginx)) throw new Error(`${nginx} is missing: run "bash .ci/ensure-tools.sh --nginx".`);
  return nginx;
}

/**
 * Writes the configuration into its prefix and starts nginx on it in the foreground, unprivileged, until every
 * `probes` URL answers (a redirect counts); throws with nginx's own errors when it exits or never answers.
 */
export async function startTestNginx(inputs: NginxConfigInputs, probes: readonly string[]): Promise<ChildProcess> {
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(join(inputs.prefix, 'tmp', kind), { recursive: true });
  await mkdir(inputs.logDir, { recursive: true });
  const conf = join(inputs.prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig(inputs));
  const nginx = spawn(
    testNginxBinary(),
    ['-p', inputs.prefix, '-c', conf, '-e', join(inputs.logDir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  // Any answer counts, a redirect too; the body is read so that no connection stays open between tries.
  const answers = (probe: string) => () =>
    fetch(probe, { redirect: 'manual' }).then(
      async (response) => {
        await response.arrayBuffer();
        return true;
      },
      () => false,
    );
  try {
    for (const probe of probes) {
      await waitFor(answers(probe), {
        timeoutMs: 30_000,
        intervalMs: 50,
        what: () => `nginx answering ${probe} (its errors: ${errors})`,
        cancelled: () => nginx.exitCode !== null,
      });
    }
  } catch (error) {
    nginx.kill('SIGQUIT');
    throw error;
  }
  return nginx;
}
