import type { ShareLinkEntry } from '@novavox/contracts-api/experiment-memory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createShareLink, fetchShareLinks, withdrawShareLink } from '../api/memory-api';

const shareLinksKey = (experimentId: string) => ['experiment-share-links', experimentId] as const;

/**
 * An experiment's open share links, making one and withdrawing one (docs/experiment-memory.md, "Share links"):
 * each change reads the list again, so it shows what the api now holds.
 */
export function useShareLinks(adminEndpoint: string, experimentId: string) {
  const client = useQueryClient();
  const key = shareLinksKey(experimentId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchShareLinks(adminEndpoint, experimentId, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (hours: number) => createShareLink(adminEndpoint, experimentId, hours),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (link: ShareLinkEntry) => withdrawShareLink(adminEndpoint, experimentId, link.linkId),
    onSuccess: refresh,
  });
  return { list, create, withdraw };
}
