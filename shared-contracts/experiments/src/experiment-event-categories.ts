/** event_category of the site's own experiment events. */
export const EXPERIMENT_EVENT_CATEGORY = 'ab_test';

/** event_category of the debug page's test events: they are sent like real ones and never counted in the stats. */
export const DEBUG_EVENT_CATEGORY = 'debug_test';
