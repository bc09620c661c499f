import { loadRemote } from '@module-federation/enhanced/runtime';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import type { ExposeOf, PropsOf, RemoteId } from '@novavox/contracts-site/remotes';
import { probeExpose, remoteIds } from '@novavox/contracts-site/remotes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { reportRemoteFailed, reportRemoteLoaded, reregisterRemote } from './remote-registry';

/** A remote that hangs must not hold its area hostage: after this long it is shown as unavailable. */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;
let remoteLoadTimeoutMs = REMOTE_LOAD_TIMEOUT_MS;

/** The deployment's limit (runtime config `remoteLoadTimeoutMs`), set once before any remote loads. */
export function setRemoteLoadTimeout(ms: number): void {
  remoteLoadTimeoutMs = ms;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteId,
    readonly reason: string,
  ) {
    super(`${remote} could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

type RemoteComponent<R extends RemoteId, E extends ExposeOf<R>> = ComponentType<PropsOf<R, E>>;

// Props are checked at RemoteView's boundary; inside the cache every component is kept alike.
type AnyRemoteComponent = ComponentType<object>;
const lazyComponents = new Map<string, LazyExoticComponent<AnyRemoteComponent>>();
/** Exposes already loaded render at once, without a Suspense pass (what keeps prerendered pages still). */
const loadedComponents = new Map<string, AnyRemoteComponent>();

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function importExpose<R extends RemoteId, E extends ExposeOf<R>>(
  remote: R,
  expose: E,
): Promise<{ default: RemoteComponent<R, E> }> {
  const started = performance.now();
  const request = `${remote}/${expose.replace(/^\.\//, '')}`;
  try {
    const module = await withTimeout(
      loadRemote<{ default?: RemoteComponent<R, E> }>(request),
      remoteLoadTimeoutMs,
      () => new RemoteLoadError(remote, `no answer within ${remoteLoadTimeoutMs / 1000} s`),
    );
    if (!module?.default) throw new RemoteLoadError(remote, `${expose} has no default export`);
    loadedComponents.set(`${remote}/${expose}`, module.default as AnyRemoteComponent);
    reportRemoteLoaded(remote, performance.now() - started);
    return { default: module.default };
  } catch (error) {
    const failure = error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, errorMessage(error));
    reportRemoteFailed(remote, failure.reason);
    throw failure;
  }
}

/**
 * The component for an expose: the loaded one when it is already here, else one lazy component per
 * expose, shared by every place that renders it, until the remote is reset.
 */
export function remoteComponent<R extends RemoteId, E extends ExposeOf<R>>(
  remote: R,
  expose: E,
): RemoteComponent<R, E> | LazyExoticComponent<RemoteComponent<R, E>> {
  const key = `${remote}/${expose}`;
  const loaded = loadedComponents.get(key);
  if (loaded) return loaded as unknown as RemoteComponent<R, E>;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => importExpose(remote, expose)) as unknown as LazyExoticComponent<AnyRemoteComponent>;
    lazyComponents.set(key, component);
  }
  return component as unknown as LazyExoticComponent<RemoteComponent<R, E>>;
}

/** Forgets everything loaded or failed from a remote, so the next render fetches it afresh. */
export function resetRemote(remote: RemoteId): void {
  for (const cache of [lazyComponents, loadedComponents]) {
    for (const key of cache.keys()) {
      if (key.startsWith(`${remote}/`)) cache.delete(key);
    }
  }
  reregisterRemote(remote);
}

/**
 * Starts fetching a remote's expose without rendering it (hover or focus of a trigger). Resolves to
 * whether it loaded; a failure is reported on the bus, and the real render shows the fallback.
 */
export function prefetchRemote<R extends RemoteId, E extends ExposeOf<R>>(remote: R, expose: E): Promise<boolean> {
  return importExpose(remote, expose).then(
    () => true,
    () => false,
  );
}

/** Loads an expose before it is first rendered, within the usual timeout; failures surface when it renders. */
export async function preloadExpose<R extends RemoteId, E extends ExposeOf<R>>(remote: R, expose: E): Promise<void> {
  await importExpose(remote, expose).catch((error: unknown) => {
    // The first render shows the fallback at once instead of waiting for the same failure a second time.
    const failed = Promise.reject(error);
    failed.catch(() => {});
    lazyComponents.set(`${remote}/${expose}`, lazy(() => failed) as unknown as LazyExoticComponent<AnyRemoteComponent>);
  });
}

/** Loads every remote now (the status panel's check); each outcome is reported on the bus. */
export async function loadAllRemotes(): Promise<void> {
  const probe = <R extends RemoteId>(remote: R) =>
    importExpose(remote, probeExpose(remote)).catch(() => {
      // Reported on the bus by importExpose.
    });
  await Promise.all(remoteIds.map(probe));
}
