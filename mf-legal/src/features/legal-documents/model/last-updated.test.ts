import { describe, expect, it } from 'vitest';
import { documentDate, LEGAL_DOCUMENTS_LAST_UPDATED } from './last-updated';

describe('documentDate', () => {
  it('labels the ISO date as the documents word it, the day of the date in any time zone', () => {
    expect(documentDate('2025-07-05')).toEqual({ label: 'July 5, 2025', iso: '2025-07-05' });
    expect(documentDate('2025-12-31').label).toBe('December 31, 2025');
    expect(documentDate('2026-01-01').label).toBe('January 1, 2026');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => documentDate('2025-02-30')).toThrow('Not a calendar date');
    expect(() => documentDate('July 5, 2025')).toThrow('Not a calendar date');
  });

  it('dates both legal documents July 5, 2025 (docs/requirements.md §2)', () => {
    expect(LEGAL_DOCUMENTS_LAST_UPDATED).toEqual({ label: 'July 5, 2025', iso: '2025-07-05' });
  });
});
