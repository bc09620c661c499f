import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../features/legal-documents/testing/render-in-site';
import PrivacyPage from './privacy-page';

describe('./PrivacyPage expose', () => {
  it('renders the full Privacy Policy under its exact h1', () => {
    renderInSite(<PrivacyPage />, { url: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeInTheDocument();
    expect(screen.queryByText(/being finalised/)).not.toBeInTheDocument();
  });
});
