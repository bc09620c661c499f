import { SHARE_LINK_HOURS, type ShareLinkResponse } from '@novavox/contracts-api/experiment-memory';
import { useEffect, useId, useRef, useState } from 'react';
import styles from '../../common/dashboard.module.css';
import { formatMoment } from '../../common/date-format';
import { createShareLink } from '../api/memory-api';
import memory from './memory.module.css';
import { ProblemAlert } from './messages';

export interface ShareResultsLinkProps {
  experimentId: string;
  experimentName: string;
  adminEndpoint: string;
}

/**
 * Makes a read-only link to this experiment's results for someone without an account. The link is signed and
 * expires after 72 hours; it cannot be withdrawn before then (docs/experiment-memory.md), which the text says.
 */
export function ShareResultsLink({ experimentId, experimentName, adminEndpoint }: ShareResultsLinkProps) {
  const [link, setLink] = useState<ShareLinkResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // The new link gets focus, selected for copying.
  useEffect(() => {
    if (link === null) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [link]);

  async function create() {
    setBusy(true);
    setProblem(null);
    try {
      setLink(await createShareLink(adminEndpoint, experimentId, SHARE_LINK_HOURS.default));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={memory.share}>
      <div className={memory.buttons}>
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.small}`}
          aria-label={`Make a read-only link to the results of ${experimentName}`}
          onClick={create}
          disabled={busy}
        >
          Share results (read-only link)
        </button>
      </div>
      {link && (
        <div className={styles.field}>
          <label htmlFor={`${id}-link`}>Read-only link, for anyone who has it</label>
          <input
            ref={inputRef}
            id={`${id}-link`}
            className={styles.input}
            readOnly
            value={link.url}
            aria-describedby={`${id}-expiry`}
          />
          <p id={`${id}-expiry`} className={styles.muted}>
            Valid until <time dateTime={link.expiresAt}>{formatMoment(link.expiresAt)}</time>; it cannot be withdrawn
            before then, so share it only with people who may see these results.
          </p>
        </div>
      )}
      <ProblemAlert problem={problem} />
    </div>
  );
}
