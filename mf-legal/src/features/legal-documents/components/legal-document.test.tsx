import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalSection } from '../model/legal-section';
import { renderInSite } from '../testing/render-in-site';
import { LegalDocument } from './legal-document';

const sections: LegalSection[] = [
  { title: 'First Things', body: <p>Alpha body.</p> },
  { title: 'Second Things', body: <p>Beta body.</p> },
  { title: 'Third Things', body: <p>Gamma body.</p> },
];

function renderDocument(url = '/tos') {
  return renderInSite(
    <LegalDocument
      title="Sample Terms"
      lastUpdated={{ label: 'July 5, 2025', iso: '2025-07-05' }}
      intro={<p>Intro text.</p>}
      sections={sections}
    />,
    { url },
  );
}

// jsdom does not implement scrollIntoView; each test installs its own spy and the original comes back after.
const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('LegalDocument', () => {
  it('renders the title as the only h1 and the revision date as a machine-readable time', () => {
    renderDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Terms' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated July 5, 2025');
    expect(screen.getByText('July 5, 2025').closest('time')).toHaveAttribute('datetime', '2025-07-05');
  });

  it('renders an article, not another main landmark (the host provides <main>)', () => {
    renderDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('lists every section, numbered, in a table of contents', () => {
    renderDocument();
    const contents = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1. First Things', '2. Second Things', '3. Third Things']);
  });

  it('gives each section a numbered h2 and an anchor its contents link points to', () => {
    renderDocument();
    const contents = screen.getByRole('navigation', { name: 'Table of contents' });
    sections.forEach((section, index) => {
      const number = index + 1;
      const region = screen.getByRole('region', { name: `${number}. ${section.title}` });
      expect(region).toHaveAttribute('id', `section-${number}`);
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(`${number}. ${section.title}`);
      expect(within(contents).getByRole('link', { name: `${number}. ${section.title}` })).toHaveAttribute(
        'href',
        `/tos#section-${number}`,
      );
    });
  });

  it('keeps the current path and query in anchor links so they never resolve against <base href="/">', () => {
    renderDocument('/privacy?ref=footer');
    expect(screen.getByRole('link', { name: '2. Second Things' })).toHaveAttribute(
      'href',
      '/privacy?ref=footer#section-2',
    );
  });

  it('scrolls to the section named in the URL once the document has rendered', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderDocument('/tos#section-3');
    expect(scrolled).toEqual([screen.getByRole('region', { name: '3. Third Things' })]);
  });

  it('does not scroll when the URL names no section', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderDocument('/tos');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
