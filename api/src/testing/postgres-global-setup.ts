import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Vitest global setup of the api's PostgreSQL leg: one throwaway cluster for the run, a database per test server. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster({ durable: false });
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}
