/**
 * How the dashboard writes a count: en-US digit grouping, whatever the browser's language, "12,345"; the one writer
 * is shared with the watch's e-mails and history reasons (@novavox/contracts-api/experiment-watch).
 */
export { formatCount } from '@novavox/contracts-api/experiment-watch';
