import { expect, it } from 'vitest';
import { numberedSection } from './numbered-section';

/** One fact a legal document states: the test's name, the section a reader looks in, and the words it says there. */
export interface SectionClaim {
  test: string;
  section: string;
  says: readonly (string | RegExp)[];
}

/** A test for each claim: the document, rendered afresh, says each of its words inside the section named. */
export function itSaysInSections(renderDocument: () => void, claims: readonly SectionClaim[]): void {
  for (const { test, section, says } of claims) {
    it(test, () => {
      renderDocument();
      const text = numberedSection(section);
      for (const words of says) expect(text).toHaveTextContent(words);
    });
  }
}
