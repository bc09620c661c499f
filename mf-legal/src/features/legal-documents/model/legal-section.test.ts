import { describe, expect, it } from 'vitest';
import { type LegalSection, sectionAnchorId, survivingSectionNumbers } from './legal-section';

describe('legal sections', () => {
  it('anchors a section by its number', () => {
    expect(sectionAnchorId(10)).toBe('section-10');
  });

  it('numbers the surviving sections from 1 in document order', () => {
    const sections: LegalSection[] = [
      { title: 'One', body: null },
      { title: 'Two', body: null, survivesTermination: true },
      { title: 'Three', body: null, survivesTermination: false },
      { title: 'Four', body: null, survivesTermination: true },
    ];
    expect(survivingSectionNumbers(sections)).toEqual([2, 4]);
  });
});
