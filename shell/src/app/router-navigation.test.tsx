import { Link, useLocation as useSiteLocation, useNavigate as useSiteNavigate } from '@novavox/contracts-runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from './router-navigation';

/** What a remote sees through the contracts, beside what the shell's router says. */
function RemoteStandIn() {
  const site = useSiteLocation();
  const navigate = useSiteNavigate();
  return (
    <div>
      <p>remote at {`${site.pathname}${site.search}${site.hash}`}</p>
      <Link to="/tos">Terms</Link>
      <button type="button" onClick={() => navigate('/waitlist?source=hero')}>
        Join
      </button>
      <button type="button" onClick={() => navigate('/', { replace: true })}>
        Close
      </button>
      <button type="button" onClick={() => navigate('https://calendly.example/novavox')}>
        Book
      </button>
    </div>
  );
}

function RouterState() {
  const location = useLocation();
  return <p>router at {`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The browser's Back button, as the router sees it. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(initialEntries: string[]) {
  return render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      <RouterNavigation>
        <RouterState />
        <Routes>
          <Route path="*" element={<RemoteStandIn />} />
        </Routes>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

/** The router and the remote agree that the page is at `place`. */
function expectBothAt(place: string) {
  expect(screen.getByText(`router at ${place}`)).toBeInTheDocument();
  expect(screen.getByText(`remote at ${place}`)).toBeInTheDocument();
}

describe('RouterNavigation', () => {
  it("gives remotes the router's location", () => {
    renderAt(['/privacy?x=1#rights']);
    expect(screen.getByText('remote at /privacy?x=1#rights')).toBeInTheDocument();
  });

  it("moves the router when a remote's link or navigate is used", async () => {
    const user = userEvent.setup();
    renderAt(['/']);
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expectBothAt('/tos');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expectBothAt('/waitlist?source=hero');
  });

  it('replaces the current entry when asked, so Back leaves for the page before', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/tos', '/waitlist']} initialIndex={1}>
        <RouterNavigation>
          <RouterState />
          <BackButton />
          <RemoteStandIn />
        </RouterNavigation>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('remote at /')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expectBothAt('/tos');
  });

  it('leaves the site for another origin instead of routing there', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, href: original.href, assign },
    });
    try {
      renderAt(['/']);
      await user.click(screen.getByRole('button', { name: 'Book' }));
      expect(assign).toHaveBeenCalledWith('https://calendly.example/novavox');
      expect(screen.getByText('router at /')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
