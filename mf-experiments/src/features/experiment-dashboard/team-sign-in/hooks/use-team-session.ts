import type { TeamMember } from '@novavox/contracts-api/team';
import { useCallback, useEffect, useState } from 'react';
import { fetchTeamMember, requestSignInLink, signOut } from '../api/team-session-api';

export type TeamSessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; member: TeamMember }
  | { status: 'signed-out'; sent: string | null }
  /** The api could not be asked (down, or the stats come from elsewhere): the page goes on without a team bar. */
  | { status: 'unavailable'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Who is signed in to the dashboard, asked of the api on open; asking for an e-mailed link (then "Check your
 * inbox"), and signing out. The session itself is the api's HttpOnly cookie, which this page never reads.
 */
export function useTeamSession(teamEndpoint: string) {
  const [state, setState] = useState<TeamSessionState>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    fetchTeamMember(teamEndpoint, controller.signal).then(
      (result) => setState(result.status === 'signed-in' ? result : { status: 'signed-out', sent: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'unavailable', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [teamEndpoint]);

  /** Resolves with the error to show, or null once the link was asked for. */
  const askForLink = useCallback(
    async (email: string): Promise<string | null> => {
      try {
        const result = await requestSignInLink(teamEndpoint, email);
        if (!result.ok) return result.message;
        setState({ status: 'signed-out', sent: result.message });
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
    [teamEndpoint],
  );

  const startOver = useCallback(() => setState({ status: 'signed-out', sent: null }), []);

  const leave = useCallback(async (): Promise<string | null> => {
    try {
      await signOut(teamEndpoint);
      setState({ status: 'signed-out', sent: null });
      return null;
    } catch (error) {
      return messageOf(error);
    }
  }, [teamEndpoint]);

  return { state, askForLink, startOver, signOut: leave };
}
