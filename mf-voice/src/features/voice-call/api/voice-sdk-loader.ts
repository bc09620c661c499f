import { subscribe } from '@novavox/contracts-runtime';
// biome-ignore lint/style/noRestrictedImports: this is the call module, the one place that may name the SDK (types only)
import type Vapi from '@vapi-ai/web';

/**
 * The only place the voice SDK is loaded: with import(), into its own "voice-sdk" chunk, when a call
 * is set up or prefetched (hover or focus of a trigger, a dialog opening), never with the page.
 */
export type VapiConstructor = typeof Vapi;

type VapiModule = { default?: unknown } | VapiConstructor;

/** The SDK is CommonJS; depending on the bundler's interop the class is the module or its default. */
export function vapiClassFrom(mod: VapiModule): VapiConstructor {
  let candidate: unknown = mod;
  for (let depth = 0; depth < 3 && typeof candidate !== 'function'; depth += 1) {
    candidate = (candidate as { default?: unknown } | null)?.default;
  }
  if (typeof candidate !== 'function') throw new TypeError('Vapi is not a constructor');
  return candidate as VapiConstructor;
}

let loading: Promise<VapiConstructor> | null = null;

export function loadVapiClass(): Promise<VapiConstructor> {
  loading ??= import(
    /* webpackChunkName: "voice-sdk" */
    // biome-ignore lint/style/noRestrictedImports: the call module loads the SDK lazily, as the rule asks
    '@vapi-ai/web'
  )
    .then((mod) => vapiClassFrom(mod as VapiModule))
    .catch((error: unknown) => {
      // Forget the failure, so that the next attempt downloads the chunk again.
      loading = null;
      throw error;
    });
  return loading;
}

export function prefetchVoiceSdk(): void {
  loadVapiClass().catch(() => {
    // A failed prefetch costs nothing: setting up a call loads again and reports the failure.
  });
}

// The shell emits this on hover or focus of a trigger, after preloading this remote's call module.
subscribe('voice/prefetch', prefetchVoiceSdk);
