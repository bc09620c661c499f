import './standalone-harness.css';
import { RuntimeConfigProvider, useBusHistory } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { type LocalService, portOffsetOfPage } from '@novavox/contracts-site/topology';
import { type ReactNode, useMemo } from 'react';
import { BrowserNavigation } from './navigators';

/**
 * Entry `@novavox/contracts-ui/standalone-harness`, bundled by each remote's standalone page only.
 * The page a remote shows when its team runs it alone: its routes (in the tab's history), the real event bus
 * and a panel of every event emitted, so the remote can be built and tested without the shell.
 */
export interface StandaloneHarnessProps {
  remoteName: string;
  /** Which local service serves this page, so the harness calls the api of the same copy of the site. */
  service: LocalService;
  links: readonly { href: string; label: string }[];
  children: ReactNode;
}

export function StandaloneHarness({ remoteName, service, links, children }: StandaloneHarnessProps) {
  const config = useMemo(
    () => buildRuntimeConfig({ NOVAVOX_PORT_OFFSET: String(portOffsetOfPage(service, window.location)) }),
    [service],
  );
  const history = useBusHistory();
  return (
    <RuntimeConfigProvider config={config}>
      <BrowserNavigation>
        <header className="nvx-harness-bar">
          <strong>{remoteName}</strong> <span>standalone harness</span>
          <nav aria-label="Harness routes">
            {links.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </nav>
        </header>
        <main id="main">{children}</main>
        <aside className="nvx-harness-events" aria-label="Events emitted on the bus">
          <h2>Bus events</h2>
          {history.length === 0 ? (
            <p>No events yet.</p>
          ) : (
            <ol>
              {history.map((record) => (
                <li key={record.seq}>
                  <code>{JSON.stringify(record.event)}</code>
                </li>
              ))}
            </ol>
          )}
        </aside>
      </BrowserNavigation>
    </RuntimeConfigProvider>
  );
}
