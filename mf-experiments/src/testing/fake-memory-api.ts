import {
  type ArchivedRun,
  type ExperimentMemoryResponse,
  experimentMemoryInputSchema,
  type ShareLinkEntry,
} from '@novavox/contracts-api/experiment-memory';
import { isExperimentId } from '@novavox/contracts-experiments';
import { type HttpHandler, HttpResponse, http } from 'msw';

/**
 * The api's memory routes for the dashboard's tests (docs/experiment-memory.md): hypothesis and notes with the
 * contract's rules and the version check, the archive (`archive`, set by a test), and share links.
 */
export interface FakeMemoryApi {
  handlers: HttpHandler[];
  memories: Map<string, ExperimentMemoryResponse>;
  archive: ArchivedRun[];
  saves: unknown[];
  /** Every link made, open or withdrawn, in the order made. */
  shareLinks: ShareLinkEntry[];
}

export function fakeMemoryApi(adminEndpoint: string, actor = 'marketer@novavox.test'): FakeMemoryApi {
  let clock = Date.parse('2026-11-26T09:00:00.000Z');
  const api: FakeMemoryApi = { handlers: [], memories: new Map(), archive: [], saves: [], shareLinks: [] };
  const read = (id: string): ExperimentMemoryResponse =>
    api.memories.get(id) ?? { experimentId: id, hypothesis: '', notes: '', version: 0, edits: [] };
  api.handlers.push(
    http.get(`${adminEndpoint}/archive`, () => HttpResponse.json({ runs: api.archive })),
    http.get(`${adminEndpoint}/:id/memory`, ({ params }) => HttpResponse.json(read(String(params.id)))),
    http.post(`${adminEndpoint}/:id/memory`, async ({ params, request }) => {
      const id = String(params.id);
      if (!isExperimentId(id)) return HttpResponse.json({ message: `No experiment "${id}"` }, { status: 404 });
      const body: unknown = await request.json();
      api.saves.push(body);
      const parsed = experimentMemoryInputSchema.safeParse(body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        return HttpResponse.json({ message: 'Invalid hypothesis and notes', fields }, { status: 400 });
      }
      const current = read(id);
      if (parsed.data.version !== current.version) {
        const message = `The hypothesis and notes were changed by someone else (now version ${current.version}); reload and try again`;
        return HttpResponse.json({ error: message, message }, { status: 409 });
      }
      clock += 60_000;
      const edit = {
        version: current.version + 1,
        hypothesis: parsed.data.hypothesis ?? '',
        notes: parsed.data.notes ?? '',
        actor,
        at: new Date(clock).toISOString(),
      };
      const { hypothesis, notes, version } = edit;
      const saved = { experimentId: id, hypothesis, notes, version, edits: [edit, ...current.edits] };
      api.memories.set(id, saved);
      return HttpResponse.json(saved);
    }),
    http.post(`${adminEndpoint}/:id/share-links`, ({ params }) => {
      clock += 60_000;
      const linkId = `lnk${api.shareLinks.length + 1}`.padEnd(16, '0');
      const link: ShareLinkEntry = {
        linkId,
        experimentId: String(params.id),
        createdBy: actor,
        createdAt: new Date(clock).toISOString(),
        expiresAt: '2026-12-01T00:00:00.000Z',
        withdrawnAt: null,
        withdrawnBy: null,
      };
      api.shareLinks.push(link);
      return HttpResponse.json(
        { linkId, url: `http://site.test/admin/tests?share=${linkId}.1796169600.signature`, expiresAt: link.expiresAt },
        { status: 201 },
      );
    }),
    http.get(`${adminEndpoint}/:id/share-links`, ({ params }) =>
      HttpResponse.json({
        links: api.shareLinks
          .filter((link) => link.experimentId === String(params.id) && link.withdrawnAt === null)
          .reverse(),
      }),
    ),
    http.post(`${adminEndpoint}/:id/share-links/:linkId/withdraw`, ({ params }) => {
      const link = api.shareLinks.find(
        (entry) => entry.linkId === String(params.linkId) && entry.experimentId === String(params.id),
      );
      if (!link) return HttpResponse.json({ message: `No share link "${String(params.linkId)}"` }, { status: 404 });
      const alreadyWithdrawn = link.withdrawnAt !== null;
      if (!alreadyWithdrawn) Object.assign(link, { withdrawnAt: new Date(clock).toISOString(), withdrawnBy: actor });
      return HttpResponse.json({ link, alreadyWithdrawn });
    }),
  );
  return api;
}
