import { Link, resetEventBus, useLocation } from '@novavox/contracts-runtime';
import { localRemoteLocations } from '@novavox/contracts-site/remotes';
import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS, resetRemote, setRemoteLoadTimeout } from './load-remote-component';
import { registerSiteRemotes } from './remote-registry';
import { RemoteView } from './remote-view';

const federation = vi.hoisted(() => ({
  modules: {
    'mf_marketing/LandingPage': ({ pathname }: { pathname: string }) => <h1>Landing for {pathname.toLowerCase()}</h1>,
    'mf_legal/TermsPage': () => <h1>Terms of Service</h1>,
  } as Record<string, unknown>,
  failing: new Set<string>(),
  hanging: new Set<string>(),
}));

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  satisfy: () => true,
  loadRemote: vi.fn(async (request: string) => {
    if (federation.failing.has(request)) throw new Error('connection refused');
    if (federation.hanging.has(request)) return new Promise(() => {});
    return { default: federation.modules[request] };
  }),
}));

registerSiteRemotes(localRemoteLocations());

function Screen() {
  const { pathname } = useLocation();
  return pathname === '/tos' ? (
    <RemoteView remote="mf_legal" expose="./TermsPage" props={{}} />
  ) : (
    <RemoteView remote="mf_marketing" expose="./LandingPage" props={{ pathname }} />
  );
}

function renderSite(path: string) {
  render(
    <MemoryNavigation initialPath={path}>
      <nav>
        <Link to="/">Home</Link> <Link to="/care">Care</Link> <Link to="/tos">Terms</Link>
      </nav>
      <Screen />
    </MemoryNavigation>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  federation.failing.clear();
  federation.hanging.clear();
  resetRemote('mf_legal');
  resetRemote('mf_marketing');
  resetEventBus();
});

describe('RemoteView', () => {
  it('renders the new route’s remote when the router reuses its place for another expose', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Landing for /' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Care' }));
    expect(await screen.findByRole('heading', { name: 'Landing for /care' })).toBeInTheDocument();
  });

  it('keeps a failure to its own route and recovers with Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    federation.failing.add('mf_legal/TermsPage');
    renderSite('/tos');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Landing for /' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    federation.failing.clear();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(retry).not.toBeInTheDocument();
  });

  it('gives up on a remote that never answers after the load timeout, not before', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers();
    federation.hanging.add('mf_legal/TermsPage');
    renderSite('/tos');
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading/);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable right now');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('waits as long as the deployment configures before giving up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers();
    setRemoteLoadTimeout(12_000);
    try {
      federation.hanging.add('mf_legal/TermsPage');
      renderSite('/tos');
      await act(() => vi.advanceTimersByTimeAsync(11_999));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('alert')).toHaveTextContent('unavailable right now');
    } finally {
      setRemoteLoadTimeout(REMOTE_LOAD_TIMEOUT_MS);
    }
  });
});
