import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './route-error-screen';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <RouteErrorScreen /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorScreen', () => {
  it('shows the status and text of a route error response', async () => {
    renderFailingRoute(() => {
      throw new Response('gone', { status: 410, statusText: 'Gone' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '410 Gone' })).toBeVisible();
  });

  it('shows the message and the stack of a thrown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('the remote table is on fire');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'the remote table is on fire' })).toBeVisible();
    expect(screen.getByText(/route-error-screen\.test\.tsx/)).toBeInTheDocument();
  });
});
