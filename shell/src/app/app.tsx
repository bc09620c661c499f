import { BrowserNavigation, type RuntimeConfig, RuntimeConfigProvider } from '@novavox/shared-contracts';
import type { Analytics } from '../analytics/start-analytics';
import { SiteFrame } from './site-frame';

export function App({ config, analytics }: { config: RuntimeConfig; analytics: Analytics | null }) {
  return (
    <RuntimeConfigProvider config={config}>
      <BrowserNavigation>
        <SiteFrame analytics={analytics} />
      </BrowserNavigation>
    </RuntimeConfigProvider>
  );
}
