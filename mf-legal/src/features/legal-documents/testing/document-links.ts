import { within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { numberedSection } from './numbered-section';
import { expectSectionReferencesResolve } from './section-references';

/**
 * The link tests both legal documents pass: the section titled `section` links to the other document, and every
 * "Section N" cross-reference of the document at `path` leads to the section numbered N.
 */
export function itLinksAcross(
  renderDocument: () => void,
  { path, section, other }: { path: string; section: string; other: { name: string; path: string } },
): void {
  it(`links to the ${other.name} route`, () => {
    renderDocument();
    expect(within(numberedSection(section)).getByRole('link', { name: other.name })).toHaveAttribute(
      'href',
      other.path,
    );
  });

  it('points every "Section N" cross-reference at the section numbered N', () => {
    renderDocument();
    expectSectionReferencesResolve(path);
  });
}
