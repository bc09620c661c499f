import type { TeamMember } from '@novavox/contracts-api/team';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queryKeys } from '../../common/query-keys';
import { fetchTeamMember, requestSignInLink, signOut } from '../api/team-session-api';

export type TeamSessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; member: TeamMember }
  | { status: 'signed-out'; sent: string | null }
  /** The api could not be asked (down, or the stats come from elsewhere): the page goes on without a team bar. */
  | { status: 'unavailable'; message: string };

/**
 * Who is signed in to the dashboard, asked of the api on open; asking for an e-mailed link (then "Check your
 * inbox"), and signing out. The session itself is the api's HttpOnly cookie, which this page never reads.
 */
export function useTeamSession(teamEndpoint: string) {
  const client = useQueryClient();
  const member = useQuery({
    queryKey: queryKeys.team,
    queryFn: ({ signal }) => fetchTeamMember(teamEndpoint, signal),
  });
  // "Check your inbox": the api's answer to the last link asked for, until the form is started over.
  const [sent, setSent] = useState<string | null>(null);
  const leaving = useMutation({
    mutationFn: () => signOut(teamEndpoint),
    onSuccess: () => client.setQueryData(queryKeys.team, { status: 'signed-out' }),
  });

  const state: TeamSessionState = member.isPending
    ? { status: 'checking' }
    : member.isError
      ? { status: 'unavailable', message: member.error.message }
      : member.data.status === 'signed-in'
        ? member.data
        : { status: 'signed-out', sent };

  /** Resolves with the error to show, or null once the link was asked for. */
  const askForLink = useCallback(
    async (email: string): Promise<string | null> => {
      try {
        const result = await requestSignInLink(teamEndpoint, email);
        if (!result.ok) return result.message;
        setSent(result.message);
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [teamEndpoint],
  );

  const startOver = useCallback(() => setSent(null), []);

  const { mutateAsync: signOutNow } = leaving;
  const leave = useCallback(async (): Promise<string | null> => {
    try {
      await signOutNow();
      setSent(null);
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  }, [signOutNow]);

  return { state, askForLink, startOver, signOut: leave };
}
