import {
  type BusRecord,
  eventBusStore,
  type NovaVoxEvent,
  RuntimeConfigProvider,
  useLocation,
} from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import type { RuntimeEnv } from '@novavox/contracts-site/topology';
import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The api address the default test config posts forms to. */
export const testConfig = (env: RuntimeEnv = {}) => buildRuntimeConfig(env);

export interface RenderMarketingOptions {
  env?: RuntimeEnv;
  /** The URL the router starts at. */
  route?: string;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a component the way the shell does: with the runtime config and a router around it. */
export function renderMarketing(
  ui: ReactElement,
  { env = {}, route = '/' }: RenderMarketingOptions = {},
): RenderResult {
  return render(
    <RuntimeConfigProvider config={testConfig(env)}>
      <MemoryNavigation initialPath={route}>
        {ui}
        <LocationProbe />
      </MemoryNavigation>
    </RuntimeConfigProvider>,
  );
}

/** The events emitted on the bus since `since` (a sequence number), oldest first. */
export function busEvents(since = 0): NovaVoxEvent[] {
  return eventBusStore
    .getState()
    .records.filter((record: BusRecord) => record.seq > since)
    .map((record) => record.event);
}

/** The sequence number of the latest event, to read only what a test emitted afterwards. */
export function busMark(): number {
  return eventBusStore.getState().records.at(-1)?.seq ?? 0;
}
