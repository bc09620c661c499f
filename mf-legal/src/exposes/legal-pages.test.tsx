import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../features/legal-documents/testing/render-in-site';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const exposes: [string, ComponentType, string, string][] = [
  ['./PrivacyPage', PrivacyPage, '/privacy', 'Privacy Policy'],
  ['./TermsPage', TermsPage, '/tos', 'Terms of Service'],
];

describe.each(exposes)('%s expose', (_name, Page, url, title) => {
  it(`renders the full ${title} under its exact h1`, () => {
    renderInSite(<Page />, { url });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeInTheDocument();
    expect(screen.queryByText(/being finalised/)).not.toBeInTheDocument();
  });
});
