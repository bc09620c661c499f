import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../features/legal-documents/testing/render-in-site';
import TermsPage from './terms-page';

describe('./TermsPage expose', () => {
  it('renders the full Terms of Service under its exact h1', () => {
    renderInSite(<TermsPage />, { url: '/tos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeInTheDocument();
    expect(screen.queryByText(/being finalised/)).not.toBeInTheDocument();
  });
});
