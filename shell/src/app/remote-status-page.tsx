import { remoteLabels } from '@novavox/contracts-site/remotes';
import { REMOTE_STATUS_HEAD, REMOTE_STATUS_PATH } from '@novavox/contracts-site/routes';
import { useState } from 'react';
import { loadAllRemotes } from '../federation/load-remote-component';
import { useRemoteStatus } from '../federation/remote-status';
import { DocumentHead } from './document-head';
import styles from './remote-status-page.module.css';

/** The admin panel of what this page loaded from each remote: where from, which build, how fast, what failed. */
export function RemoteStatusPage() {
  const { remotes, sharedMismatches } = useRemoteStatus();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    await loadAllRemotes();
    setChecking(false);
  };
  return (
    <section className={styles.page} aria-labelledby="remote-status-title">
      <DocumentHead
        title={REMOTE_STATUS_HEAD.title}
        description={REMOTE_STATUS_HEAD.description}
        path={REMOTE_STATUS_PATH}
        indexable={false}
      />
      <h1 id="remote-status-title">Remote status</h1>
      <p>What this page has loaded from each independently deployed part of the site.</p>
      <button type="button" className={styles.check} onClick={check} disabled={checking}>
        {checking ? 'Checking…' : 'Load every remote now'}
      </button>
      {/* Focusable so that keyboard users can scroll the wide table on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.tableWrap} aria-label="Remote builds" tabIndex={0}>
        <table className={styles.table}>
          <caption className="nvx-visually-hidden">Remotes and their loaded builds</caption>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Version</th>
              <th scope="col">Build</th>
              <th scope="col">Contracts</th>
              <th scope="col">Load time</th>
              <th scope="col">Manifest</th>
              <th scope="col">Failures</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(remotes).map((remote) => (
              <tr key={remote.remoteId} data-remote={remote.remoteId}>
                <th scope="row">
                  {remoteLabels[remote.remoteId]} <code>{remote.remoteId}</code>
                </th>
                <td>{remote.version ?? 'not loaded'}</td>
                <td>{remote.buildId ?? '—'}</td>
                <td>{remote.contractsVersion ?? '—'}</td>
                <td>{remote.loadMs === null ? '—' : `${remote.loadMs} ms`}</td>
                <td className={styles.url}>{remote.url}</td>
                <td>
                  {remote.failures.length === 0 ? (
                    'none'
                  ) : (
                    <ul>
                      {remote.failures.map((failure) => (
                        <li key={failure.at}>{failure.reason}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <h2>Shared packages</h2>
      {sharedMismatches.length === 0 ? (
        <p>Every shared singleton satisfies the version ranges its consumers declared.</p>
      ) : (
        <ul>
          {sharedMismatches.map((mismatch) => (
            <li key={`${mismatch.packageName}-${mismatch.consumer}`}>
              {mismatch.packageName} {mismatch.providedVersion} does not satisfy {mismatch.requiredVersion} required by{' '}
              {mismatch.consumer}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
