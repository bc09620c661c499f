import { screen } from '@testing-library/react';

/**
 * The numbered section of a legal document titled `title` ("3. Your rights"), so that each fact is
 * checked inside the section a reader would look for it in, not just somewhere on the page.
 */
export function numberedSection(title: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });
}
