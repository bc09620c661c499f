/**
 * `pnpm --filter @novavox/api run bench:sign-in`: how long POST /team/sign-in takes to answer for
 * a listed address and for an unlisted one, alternating, on a fresh SQLite database (docs/team-sign-in.md). Prints
 * the medians and the 90th percentiles side by side; the two should differ by no more than the noise between two
 * halves of the same address's requests, printed beside them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootApi } from '../src/boot-api';
import { loadApiConfig } from '../src/config/api-config';
import { percentile } from './bench/http-load';

const ROUNDS = Number(process.argv[2] ?? 400);
const folder = mkdtempSync(join(tmpdir(), 'sign-in-timing-'));
const config = loadApiConfig({
  API_DB_PATH: join(folder, 'api.db'),
  TEAM_MARKETING_EMAILS: 'member@novavox.test',
  TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '100000',
  TEAM_SIGN_INS_PER_ADDRESS_PER_HOUR: '100000',
  TEAM_SIGN_IN_MAILS_FROM_NEW_BROWSERS_PER_HOUR: '100000',
  LOG_LEVEL: 'silent',
});
const api = await bootApi(config);

async function answerMs(email: string): Promise<number> {
  const started = performance.now();
  const response = await api.app.request('/team/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

const times = { listed: [] as number[], unlisted: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  times.listed.push(await answerMs('member@novavox.test'));
  times.unlisted.push(await answerMs(`nobody${round}@example.com`));
}
const row = (name: string, values: number[]) =>
  console.log(
    `${name.padEnd(28)} p50 ${percentile(values, 50).toFixed(3)} ms   p90 ${percentile(values, 90).toFixed(3)} ms`,
  );
row('listed address', times.listed);
row('unlisted address', times.unlisted);
row('listed, first half (noise)', times.listed.slice(0, ROUNDS / 2));
row('listed, second half (noise)', times.listed.slice(ROUNDS / 2));
await api.close();
rmSync(folder, { recursive: true, force: true });
