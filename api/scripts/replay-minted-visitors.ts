/**
 * Replays issue 44's attack on a running site: `pnpm --filter @novavox/api exec tsx scripts/replay-minted-visitors.ts
 * [--api http://127.0.0.1:8787] [--experiment cta_button_color] [--arm A] [--visitors 10000]`. It reads the live
 * weights from GET /experiments/state, as a page does, draws made-up UUIDs that fall into the arm, sends one
 * correct impression each, 50 to a request from this one address, and prints what the api accepted. With signed
 * visitor ids every one is refused (docs/analytics-and-experiments.md, "Visitor ids"); the api test
 * src/routes/minted-visitors.test.ts runs the same replay on both engines.
 */
import { parseArgs } from 'node:util';
import { type ExperimentId, isExperimentId, parseExperimentStatesDocument } from '@novavox/contracts-experiments';

import { localOrigin, portOffsetFrom } from '@novavox/contracts-site/topology';
import { replayMintedVisitors } from '../src/testing/replay-minted-visitors';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: localOrigin('api', portOffsetFrom(process.env)) },
    experiment: { type: 'string', default: 'cta_button_color' },
    arm: { type: 'string', default: 'A' },
    visitors: { type: 'string', default: '10000' },
  },
});
const experimentId = values.experiment;
if (!isExperimentId(experimentId)) throw new Error(`--experiment: no experiment "${experimentId}" in the catalog`);
const visitors = Number(values.visitors);
if (!Number.isInteger(visitors) || visitors < 1) throw new Error('--visitors must be a whole number from 1');

const document = parseExperimentStatesDocument(await (await fetch(`${values.api}/experiments/state`)).json());
if (!document.ok) throw new Error(`GET /experiments/state: ${document.problems.join('; ')}`);
const state = document.value.experiments[experimentId as ExperimentId];
if (state.status !== 'running') throw new Error(`${experimentId} is ${state.status}: start it to replay the attack`);

const started = performance.now();
const result = await replayMintedVisitors({
  apiUrl: values.api,
  experimentId,
  weights: state.weights,
  arm: values.arm,
  visitors,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${visitors} made-up visitors for ${experimentId} ${values.arm}: ${result.requests} requests in ${seconds} s, ` +
    `${result.accepted} accepted, ${result.refused} refused, ${result.tooManyRequests} answered 429`,
);
