/** One batch of simulated experiments in a worker thread (simulation-pool.ts sends the options, gets the result). */
import { parentPort } from 'node:worker_threads';
import { type SimulationOptions, simulateExperiments } from '../src/aa-simulation';

parentPort?.on('message', (options: SimulationOptions) => {
  parentPort?.postMessage(simulateExperiments(options));
});
