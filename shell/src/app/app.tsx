import { type RuntimeConfig, RuntimeConfigProvider } from '@novavox/contracts-runtime';
import { BrowserRouter } from 'react-router-dom';
import type { Analytics } from '../analytics/start-analytics';
import { RouterNavigation } from './router-navigation';
import { SiteFrame } from './site-frame';

export function App({ config, analytics }: { config: RuntimeConfig; analytics: Analytics | null }) {
  return (
    <RuntimeConfigProvider config={config}>
      {/* Without transitions a page change shows the new route at once (its loading state, then its remote),
          as a link on a multi-page site does, rather than holding the old page until the remote arrives. */}
      <BrowserRouter useTransitions={false}>
        <RouterNavigation>
          <SiteFrame analytics={analytics} />
        </RouterNavigation>
      </BrowserRouter>
    </RuntimeConfigProvider>
  );
}
