/** Both documents were last revised together; the ISO form feeds <time dateTime>. */
export interface DocumentDate {
  label: string;
  iso: string;
}

export const LEGAL_DOCUMENTS_LAST_UPDATED: DocumentDate = { label: 'July 5, 2025', iso: '2025-07-05' };
