import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Every "Section N" cross-reference of the rendered document links to `#section-N` on `path`, and the element
 * with that id is the section numbered N.
 */
export function expectSectionReferencesResolve(path: string): void {
  const references = screen.getAllByRole('link', { name: /^Section \d+$/ });
  expect(references.length).toBeGreaterThan(0);
  for (const reference of references) {
    const number = reference.textContent?.replace('Section ', '');
    expect(reference).toHaveAttribute('href', `${path}#section-${number}`);
    expect(document.getElementById(`section-${number}`)).toHaveTextContent(new RegExp(`^${number}\\. `));
  }
}
