import { roleAllows, type TeamMember } from '@novavox/contracts-api/team';
import { useState } from 'react';
import styles from '../../common/dashboard.module.css';

export interface TeamMemberBarProps {
  member: TeamMember;
  /** The api's team endpoint (`…/team`): the personal-data links sit beside it. */
  teamEndpoint: string;
  /** Resolves with the error to show, or null. */
  onSignOut: () => Promise<string | null>;
}

/** Where an api path lives, next to the team endpoint (the api may sit under a path prefix). */
function apiUrl(teamEndpoint: string, path: string): string {
  return `${teamEndpoint.replace(/\/team$/, '')}${path}`;
}

/**
 * Who is signed in, with which role, and Sign out. Only the admin role gets the personal-data links (the waitlist
 * export and the outbox); marketing sees experiments and their results only, and the api refuses it the rest.
 */
export function TeamMemberBar({ member, teamEndpoint, onSignOut }: TeamMemberBarProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.teamBar}>
      <p>
        {member.email === null ? (
          <>
            Signed in as <strong>{member.actor}</strong> (no team sign-in configured on this api)
          </>
        ) : (
          <>
            Signed in as <strong>{member.email}</strong>
          </>
        )}{' '}
        · role: <strong>{member.role}</strong>
      </p>
      {roleAllows(member.role, 'admin') && (
        <nav aria-label="Personal data" className={styles.teamLinks}>
          <a href={apiUrl(teamEndpoint, '/admin/waitlist.csv')}>Waitlist export (CSV)</a>
          <a href={apiUrl(teamEndpoint, '/admin/outbox')}>Outbox</a>
          <a href={apiUrl(teamEndpoint, '/admin/contact-messages')}>Contact messages</a>
        </nav>
      )}
      {member.canSignOut && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={async () => {
            setError(await onSignOut());
          }}
        >
          Sign out
        </button>
      )}
      {error && (
        <p role="alert" className={styles.negative}>
          {error}
        </p>
      )}
    </div>
  );
}
