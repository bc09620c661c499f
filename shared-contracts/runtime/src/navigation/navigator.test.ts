import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserNavigator, createMemoryNavigator } from './navigator';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('createBrowserNavigator', () => {
  it('adds a history entry per navigation and tells its subscribers', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = createBrowserNavigator();
    const seen: string[] = [];
    navigator.subscribe(() => seen.push(navigator.location().pathname));
    const before = window.history.length;
    navigator.navigate('/tos?x=1#section-2');
    expect(window.location.pathname).toBe('/tos');
    expect(navigator.location()).toMatchObject({ pathname: '/tos', search: '?x=1', hash: '#section-2' });
    expect(window.history.length).toBe(before + 1);
    expect(seen).toEqual(['/tos']);
  });

  it('gives every entry its own key and keeps the snapshot stable between changes', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = createBrowserNavigator();
    navigator.navigate('/care');
    const first = navigator.location();
    expect(navigator.location()).toBe(first);
    navigator.navigate('/care');
    expect(navigator.location().key).not.toBe(first.key);
  });

  it('replaces the entry when asked, without scrolling', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = createBrowserNavigator();
    const before = window.history.length;
    navigator.navigate('/admin/tests', { replace: true });
    expect(window.location.pathname).toBe('/admin/tests');
    expect(window.history.length).toBe(before);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at its top but leaves a link to a section to its owner', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = createBrowserNavigator();
    navigator.navigate('/privacy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    navigator.navigate('/#how-it-works');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('follows back and forward', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = createBrowserNavigator();
    const listener = vi.fn();
    const unsubscribe = navigator.subscribe(listener);
    window.history.pushState(null, '', '/signup');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(navigator.location().pathname).toBe('/signup');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.history.pushState(null, '', '/old-home');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createMemoryNavigator', () => {
  it('resolves paths against the current entry and keeps the history in memory', () => {
    const navigator = createMemoryNavigator('/tos#section-1');
    expect(navigator.location()).toMatchObject({ pathname: '/tos', hash: '#section-1' });
    navigator.navigate('?source=footer');
    expect(navigator.location()).toMatchObject({ pathname: '/tos', search: '?source=footer' });
    navigator.navigate('/', { replace: true });
    expect(navigator.entries().map((entry) => entry.pathname)).toEqual(['/tos', '/']);
  });
});
