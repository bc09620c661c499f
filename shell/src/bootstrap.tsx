import '@novavox/shared-contracts/design-tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './analytics/start-analytics';
import { App } from './app/app';
import { ConfigErrorScreen } from './config/config-error-screen';
import { loadRuntimeFiles } from './config/load-runtime-files';
import { RemoteLoadError } from './federation/load-remote-component';
import { registerSiteRemotes } from './federation/remote-registry';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container, {
    // A remote that failed to load is handled by its boundary, which logs it as a warning; anything else
    // an error boundary catches is a real bug and is reported as an error.
    onCaughtError: (error) => {
      if (!(error instanceof RemoteLoadError)) console.error(error);
    },
  });
  const loaded = await loadRuntimeFiles();
  if (!loaded.ok) {
    root.render(<ConfigErrorScreen errors={loaded.errors} />);
    return;
  }
  registerSiteRemotes(loaded.files.remotes);
  const analytics = startAnalytics(loaded.files.config);
  root.render(
    <StrictMode>
      <App config={loaded.files.config} analytics={analytics} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
