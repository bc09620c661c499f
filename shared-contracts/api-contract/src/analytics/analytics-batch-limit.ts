/** The most events one `POST /events` batch may carry; the shell splits its queue by it, the api enforces it. */
export const ANALYTICS_BATCH_MAX_EVENTS = 50;
