import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

/**
 * The validated runtime config, provided once by the shell (or a remote's standalone harness). The
 * context lives in this shared singleton so that every remote reads the host's value.
 */
const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config)
    throw new Error('useRuntimeConfig needs a RuntimeConfigProvider above it (the shell or the standalone harness).');
  return config;
}
