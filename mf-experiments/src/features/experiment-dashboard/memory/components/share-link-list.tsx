import type { ShareLinkEntry } from '@novavox/contracts-api/experiment-memory';
import { formatMoment } from '@novavox/contracts-api/team';
import type { Ref } from 'react';
import styles from '../../common/dashboard.module.css';
import memory from './memory.module.css';

/** The start of a link's id, which its address shows after `share=`: enough to tell two links apart. */
export const shareLinkStart = (link: ShareLinkEntry) => link.linkId.slice(0, 6);

/** How a link is named in its Withdraw button and the message after: its start, who made it and when. */
export const shareLinkName = (link: ShareLinkEntry) =>
  `the link starting ${shareLinkStart(link)}, made by ${link.createdBy} on ${formatMoment(link.createdAt)}`;

export interface ShareLinkListProps {
  links: ShareLinkEntry[];
  busyLinkId: string | null;
  onWithdraw: (link: ShareLinkEntry) => void;
  listRef: Ref<HTMLUListElement>;
  titleId: string;
}

/** The experiment's share links still open, newest first, each with its own Withdraw button. */
export function ShareLinkList({ links, busyLinkId, onWithdraw, listRef, titleId }: ShareLinkListProps) {
  return (
    <div>
      <p id={titleId} className={memory.shareListTitle}>
        Open links ({links.length})
      </p>
      {links.length === 0 ? (
        <p className={styles.muted}>No link to these results is open.</p>
      ) : (
        <ul ref={listRef} tabIndex={-1} aria-labelledby={titleId} className={memory.shareList}>
          {links.map((link) => (
            <li key={link.linkId} className={memory.shareLink}>
              <span>
                <code>share={shareLinkStart(link)}…</code> made by {link.createdBy} on{' '}
                <time dateTime={link.createdAt}>{formatMoment(link.createdAt)}</time>, open until{' '}
                <time dateTime={link.expiresAt}>{formatMoment(link.expiresAt)}</time>
              </span>
              <button
                type="button"
                className={`${styles.secondaryButton} ${styles.small}`}
                aria-label={`Withdraw ${shareLinkName(link)}`}
                disabled={busyLinkId === link.linkId}
                onClick={() => onWithdraw(link)}
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
