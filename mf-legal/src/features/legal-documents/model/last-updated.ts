/** A document's revision date: the ISO form feeds <time dateTime>, the label is what the reader sees. */
export interface DocumentDate {
  label: string;
  iso: string;
}

const LABEL_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The date written once, as YYYY-MM-DD, and its label ("July 5, 2025") made from it, so the visible date and the
 * machine-readable one cannot disagree. Read as a calendar day in UTC: no visitor's time zone moves it.
 */
export function documentDate(iso: string): DocumentDate {
  const day = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso)
    throw new Error(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  return { label: LABEL_FORMAT.format(day), iso };
}

/** Both documents were last revised together. */
export const LEGAL_DOCUMENTS_LAST_UPDATED: DocumentDate = documentDate('2025-07-05');
