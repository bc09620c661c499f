/**
 * Where the visitor is and how to move them elsewhere. A few kilobytes stand in for a router package: the
 * site's routes are one flat table, so all it needs is the location, history entries and link clicks.
 */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Differs for every history entry, even two entries with the same URL. */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export interface Navigator {
  location(): SiteLocation;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): void;
}

interface EntryState {
  nvxKey?: string;
}

let keySeq = 0;
function nextKey(): string {
  keySeq += 1;
  return `nvx${keySeq.toString(36)}`;
}

function locationOf(url: URL, key: string): SiteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => set.delete(listener);
    },
    notify() {
      for (const listener of set) listener();
    },
    get count() {
      return set.size;
    },
  };
}

/** The browser's own history: pushState for links, popstate for back and forward. */
export function createBrowserNavigator(win: Window = window): Navigator {
  const keyOf = (state: unknown) => (state as EntryState | null)?.nvxKey ?? 'default';
  let current = locationOf(new URL(win.location.href), keyOf(win.history.state));
  const subscribers = listeners();
  const update = () => {
    current = locationOf(new URL(win.location.href), keyOf(win.history.state));
    subscribers.notify();
  };
  return {
    location: () => current,
    subscribe(listener) {
      if (subscribers.count === 0) win.addEventListener('popstate', update);
      const remove = subscribers.add(listener);
      return () => {
        remove();
        if (subscribers.count === 0) win.removeEventListener('popstate', update);
      };
    },
    navigate(to, options = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      const state: EntryState = { nvxKey: nextKey() };
      if (options.replace) win.history.replaceState(state, '', url.href);
      else win.history.pushState(state, '', url.href);
      const changedPage = url.pathname !== current.pathname;
      update();
      // A new page starts at its top; a link to a section leaves the scrolling to whoever owns the section.
      if (changedPage && !url.hash && !options.replace) win.scrollTo(0, 0);
    },
  };
}

/** History kept in memory, for tests and for rendering a page outside a browser tab. */
export function createMemoryNavigator(initialPath = '/'): Navigator & { entries(): readonly SiteLocation[] } {
  const base = 'http://memory.invalid';
  const history: SiteLocation[] = [locationOf(new URL(initialPath, base), 'default')];
  let index = 0;
  const subscribers = listeners();
  return {
    location: () => history[index] as SiteLocation,
    entries: () => history.slice(0, index + 1),
    subscribe: subscribers.add,
    navigate(to, options = {}) {
      const current = history[index] as SiteLocation;
      const url = new URL(to, `${base}${current.pathname}${current.search}${current.hash}`);
      const next = locationOf(url, nextKey());
      if (options.replace) history[index] = next;
      else {
        history.splice(index + 1, history.length, next);
        index += 1;
      }
      subscribers.notify();
    },
  };
}
