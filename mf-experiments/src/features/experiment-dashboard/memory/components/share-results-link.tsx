import {
  SHARE_LINK_HOURS,
  type ShareLinkEntry,
  type ShareLinkResponse,
} from '@novavox/contracts-api/experiment-memory';
import { formatMoment } from '@novavox/contracts-api/team';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useEffect, useId, useRef, useState } from 'react';
import styles from '../../common/dashboard.module.css';
import { useShareLinks } from '../hooks/use-share-links';
import memory from './memory.module.css';
import { ProblemAlert } from './messages';
import { ShareLinkList, shareLinkName } from './share-link-list';

export interface ShareResultsLinkProps {
  experimentId: string;
  experimentName: string;
  adminEndpoint: string;
}

/**
 * Makes a read-only link to this experiment's results for someone without an account, and lists the links still
 * open, each of which the team can withdraw at once (docs/experiment-memory.md, "Share links"). A new link gets
 * focus, selected for copying; after a withdrawal focus goes to the message that says it happened.
 */
export function ShareResultsLink({ experimentId, experimentName, adminEndpoint }: ShareResultsLinkProps) {
  const { list, create, withdraw } = useShareLinks(adminEndpoint, experimentId);
  const [link, setLink] = useState<ShareLinkResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const withdrawnRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => {
    if (link === null) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [link]);
  useEffect(() => {
    if (withdrawn !== null) withdrawnRef.current?.focus();
  }, [withdrawn]);

  async function makeLink() {
    setProblem(null);
    setWithdrawn(null);
    try {
      setLink(await create.mutateAsync(SHARE_LINK_HOURS.default));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function withdrawLink(entry: ShareLinkEntry) {
    setProblem(null);
    try {
      await withdraw.mutateAsync(entry);
      // The link just made is no longer one to copy.
      if (link?.linkId === entry.linkId) setLink(null);
      const name = shareLinkName(entry);
      setWithdrawn(`${name.charAt(0).toUpperCase()}${name.slice(1)}, was withdrawn; it no longer opens the results.`);
    } catch (error) {
      setProblem(errorMessage(error));
      listRef.current?.focus();
    }
  }

  return (
    <div className={memory.share}>
      <div className={memory.buttons}>
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.small}`}
          aria-label={`Make a read-only link to the results of ${experimentName}`}
          onClick={makeLink}
          disabled={create.isPending}
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
            Valid until <time dateTime={link.expiresAt}>{formatMoment(link.expiresAt)}</time> unless withdrawn below;
            share it only with people who may see these results.
          </p>
        </div>
      )}
      {withdrawn && (
        // Drawn with its text and focused, so a screen reader says it at once (the card's other messages do the same).
        <p ref={withdrawnRef} role="status" tabIndex={-1} className={styles.status}>
          {withdrawn}
        </p>
      )}
      {list.isSuccess && (
        <ShareLinkList
          links={list.data}
          busyLinkId={withdraw.isPending ? (withdraw.variables?.linkId ?? null) : null}
          onWithdraw={withdrawLink}
          listRef={listRef}
          titleId={`${id}-open`}
        />
      )}
      {list.isError && <ProblemAlert problem={`The open links could not be read: ${errorMessage(list.error)}`} />}
      <ProblemAlert problem={problem} />
    </div>
  );
}
