import type { ReactNode } from 'react';

/** One numbered section of a legal document; its number is its position in the document. */
export interface LegalSection {
  title: string;
  body: ReactNode;
  /** Terms only: the section keeps applying after the agreement ends. */
  survivesTermination?: boolean;
}

/** Anchors are numbered so that "Section 10" in the text and "#section-10" in a link say the same thing. */
export function sectionAnchorId(sectionNumber: number): string {
  return `section-${sectionNumber}`;
}

/** The numbers (1-based) of the sections that survive termination, in document order. */
export function survivingSectionNumbers(sections: readonly LegalSection[]): number[] {
  return sections.flatMap((section, index) => (section.survivesTermination ? [index + 1] : []));
}
