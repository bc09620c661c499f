import { Link, useLocation } from '@novavox/contracts-runtime';
import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Page({ failure }: { failure: unknown }) {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw failure;
  return <p>All is well on {pathname}</p>;
}

function Frame({ failure }: { failure: unknown }) {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/">Home</Link>
      <RouteErrorBoundary pathname={pathname}>
        <Page failure={failure} />
      </RouteErrorBoundary>
    </>
  );
}

function renderFailingRoute(failure: unknown) {
  render(
    <MemoryNavigation initialPath="/broken">
      <Frame failure={failure} />
    </MemoryNavigation>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary and RouteErrorScreen', () => {
  it('shows the status and text of an error response', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Response('gone', { status: 410, statusText: 'Gone' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '410 Gone' })).toBeVisible();
  });

  it('shows the message and the stack of a thrown error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('the remote table is on fire'));
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'the remote table is on fire' })).toBeVisible();
    expect(screen.getByText(/route-error-screen\.test\.tsx/)).toBeInTheDocument();
  });

  it('shows what was thrown when it is not an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute('plain words');
    expect(screen.getByRole('heading', { level: 2, name: 'plain words' })).toBeVisible();
  });

  it('clears the error when the visitor moves to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('broken page'));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('All is well on /')).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
