/**
 * Entry `@novavox/contracts-api/testing`: sample data for tests only. Production code never imports it (a
 * dependency rule says so), so it stays out of every bundle.
 */
export * from './ab-stats-fixtures';
export * from './form-samples';
