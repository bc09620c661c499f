/**
 * Entry `@novavox/contracts-experiments`, no React: the catalog with its copy, assignment, the hash,
 * the states and their changes, and the metrics. Each app that needs them bundles them (the api too); none of it is shared
 * at run time, so new copy or a new variant ships with the remotes that use it.
 */
export * from './change-log-row';
export * from './copy-admin-answers';
export * from './copy-experiment';
export * from './copy-slots';
export * from './copy-text';
export * from './early-access-offer';
export * from './experiment-assignment';
export * from './experiment-catalog';
export * from './experiment-event-categories';
export * from './experiment-id';
export * from './experiment-metrics';
export * from './experiment-plan-schema';
export * from './experiment-state';
export * from './experiment-state-change';
export * from './growthbook-hash';
export { issueProblems, type ParseResult } from './parse-result';
export { CHANGE_REASON_MAX_LENGTH } from './text-line-schema';
