import { RuntimeConfigProvider } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import type { RuntimeEnv } from '@novavox/contracts-site/topology';
import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export interface RenderInSiteOptions {
  /** The URL the router starts at, e.g. "/tos#section-3". */
  url?: string;
  /** Environment the runtime config is built from, as the shell's server would. */
  env?: RuntimeEnv;
}

/** Renders a legal page the way the shell and the harness do: inside a router and the runtime config. */
export function renderInSite(ui: ReactElement, { url = '/', env = {} }: RenderInSiteOptions = {}) {
  return render(
    <RuntimeConfigProvider config={buildRuntimeConfig(env)}>
      <MemoryNavigation initialPath={url}>{ui}</MemoryNavigation>
    </RuntimeConfigProvider>,
  );
}
