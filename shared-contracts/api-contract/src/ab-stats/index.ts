/** Entry `@novavox/contracts-api/ab-stats`: the answer of `GET /analytics/ab-stats`, which the api sends and the dashboard reads. */
export * from './ab-stats-response';
export * from './ab-stats-schema';
