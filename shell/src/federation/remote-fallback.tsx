import { REMOTE_LOADING_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/page-marks';
import type { RemoteId } from '@novavox/contracts-site/remotes';
import { remoteLabels } from '@novavox/contracts-site/remotes';
import styles from './remote-fallback.module.css';

export interface RemoteStateProps {
  remote: RemoteId;
  /** Set inside a dialog, whose accessible name comes from this element while the remote is absent. */
  titleId?: string | undefined;
}

export function RemoteFallback({ remote, titleId, onRetry }: RemoteStateProps & { onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert">
      <p id={titleId}>
        <strong>{remoteLabels[remote]} are unavailable right now.</strong> The rest of the site still works.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function RemoteLoading({ remote, titleId }: RemoteStateProps) {
  return (
    <div
      className={titleId ? styles.loadingInline : styles.loading}
      role="status"
      aria-live="polite"
      id={titleId}
      {...{ [REMOTE_LOADING_ATTRIBUTE]: '' }}
    >
      Loading {remoteLabels[remote].toLowerCase()}…
    </div>
  );
}
