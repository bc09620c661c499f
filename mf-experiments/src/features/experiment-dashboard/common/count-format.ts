/** How the dashboard writes a count: en-US digit grouping, whatever the browser's language, "12,345". */
export const formatCount = (value: number) => value.toLocaleString('en-US');
