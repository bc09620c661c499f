import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountStandalone, StandaloneApp, type StandaloneRoute } from './mount-standalone';

function Terms({ pathname }: { pathname: string }) {
  return <h1>Terms at {pathname}</h1>;
}
function Status({ pathname }: { pathname: string }) {
  return <h1>Status at {pathname}</h1>;
}
function Landing({ pathname }: { pathname: string }) {
  return <h1>Landing at {pathname}</h1>;
}

const routes: StandaloneRoute[] = [
  { href: '/tos', label: 'Terms of Service', screen: Terms },
  { href: '/signup/status?result=confirmed', label: 'Signup status', screen: Status },
  { href: '/hidden', screen: Status },
  { href: '/care', label: 'Care' },
];

function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => openAt('/'));

describe('the standalone page', () => {
  it('names the remote and links every labelled route, with its query, and no other', () => {
    openAt('/tos');
    render(<StandaloneApp remote="mf_legal" routes={routes} />);
    expect(screen.getByRole('banner')).toHaveTextContent('mf-legal standalone harness');
    const links = within(screen.getByRole('navigation', { name: 'Harness routes' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Service', '/tos'],
      ['Signup status', '/signup/status?result=confirmed'],
      ['Care', '/care'],
    ]);
    expect(screen.getByRole('complementary', { name: 'Events emitted on the bus' })).toBeInTheDocument();
  });

  it("shows a route's screen at its path, whatever the query, with the path as a prop", () => {
    openAt('/signup/status?result=expired');
    render(<StandaloneApp remote="mf_marketing" routes={routes} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Status at /signup/status');
  });

  it('serves a route without a label', () => {
    openAt('/hidden');
    render(<StandaloneApp remote="mf_marketing" routes={routes} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Status at /hidden');
  });

  it('shows the fallback, given the path, at a route without a screen and at any other path', () => {
    openAt('/care');
    const { unmount } = render(<StandaloneApp remote="mf_voice" routes={routes} fallback={Landing} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Landing at /care');
    unmount();
    openAt('/somewhere/else');
    render(<StandaloneApp remote="mf_voice" routes={routes} fallback={Landing} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Landing at /somewhere/else');
  });

  it('without a fallback, redirects any other path to the first route, replacing the history entry', async () => {
    openAt('/nowhere');
    const entries = window.history.length;
    render(<StandaloneApp remote="mf_legal" routes={routes} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Terms at /tos');
    expect(window.location.pathname).toBe('/tos');
    expect(window.history.length).toBe(entries);
  });

  it('mounts nothing on a page without a #root element', () => {
    expect(mountStandalone('mf_legal', { routes })).toBeNull();
  });

  it('mounts into the #root element of the page', async () => {
    openAt('/tos');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    let mounted: ReturnType<typeof mountStandalone> = null;
    try {
      await act(async () => {
        mounted = mountStandalone('mf_legal', { routes });
      });
      expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Terms at /tos');
    } finally {
      act(() => mounted?.unmount());
      root.remove();
    }
  });
});
