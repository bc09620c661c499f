/**
 * Data-only entry (`@novavox/shared-contracts/experiments`): the catalog and the stats response types,
 * for Node code such as the api, which must not load React through the package's main entry.
 */
export * from './ab-stats-response';
export * from './experiment-catalog';
export * from './experiment-event-categories';
