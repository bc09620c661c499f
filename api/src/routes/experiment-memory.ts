import {
  experimentMemoryInputSchema,
  SHARE_LINK_HOURS,
  SHARE_QUERY_PARAMETER,
  shareLinkRequestSchema,
} from '@novavox/contracts-api/experiment-memory';
import { teamDashboardUrl } from '@novavox/contracts-api/team';
import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppKysely } from '../db/database-schema';
import { actorOf } from '../http/actor';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/parse-body';
import { jsonBodyLimit, readJsonBody } from '../http/read-json-body';
import { newShareLinkId, signShareToken } from '../sharing/share-token';
import { concludedRuns } from '../stores/experiment-archive';
import { readExperimentMemory, saveExperimentMemory } from '../stores/experiment-memory-store';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { openShareLinks, recordShareLink, withdrawShareLink } from '../stores/share-link-store';
import { experimentParam } from './experiment-param';

/**
 * Mounted at /admin/experiments, for the marketing role (and admin), docs/experiment-memory.md:
 * - GET /:id/memory: the hypothesis and notes with their edits; POST to it `{hypothesis, notes, version}` to save
 *   (409 when someone saved since `version`; POST because the site's CORS allows GET and POST);
 * - GET /archive: the concluded runs, newest first;
 * - POST /:id/share-links `{hours?}`: a signed read-only link to the experiment's results, valid `hours` (72 by
 *   default, a week at most), recorded with who made it; GET lists the links still open (without their signature);
 * - POST /:id/share-links/:linkId/withdraw: closes one link at once (a second call answers the first withdrawal).
 */
export function experimentMemoryRoutes(
  deps: { db: AppKysely; now: () => number; linkSecret: string; publicSiteUrl: string },
  experiments: ExperimentStateStore,
  marketing: MiddlewareHandler,
) {
  const { db, now } = deps;
  return new Hono()
    .use('/archive', marketing)
    .use('/:id/memory', marketing)
    .use('/:id/share-links', marketing)
    .use('/:id/share-links/*', marketing)
    .get('/archive', async (c) => c.json({ runs: await concludedRuns(db, await experiments.history()) }))
    .get('/:id/memory', async (c) => c.json(await readExperimentMemory(db, experimentParam(c))))
    .post('/:id/memory', jsonBodyLimit(), async (c) => {
      const id = experimentParam(c);
      const input = parseBody(experimentMemoryInputSchema, await readJsonBody(c), `hypothesis and notes of ${id}`);
      const saved = await saveExperimentMemory(
        db,
        id,
        { hypothesis: input.hypothesis ?? '', notes: input.notes ?? '', fromVersion: input.version },
        actorOf(c),
        new Date(now()),
      );
      if (!saved.ok) throw new ApiError(409, saved.message);
      return c.json(saved.memory);
    })
    .post('/:id/share-links', jsonBodyLimit(), async (c) => {
      const id = experimentParam(c);
      const text = await c.req.text();
      const { hours = SHARE_LINK_HOURS.default } = parseBody(
        shareLinkRequestSchema,
        text.trim() === '' ? {} : await readJsonBody(c),
        'share link',
      );
      const at = now();
      // The signature's second: what the link itself says.
      const expiresAt = new Date(Math.floor((at + hours * HOUR_MS) / 1000) * 1000);
      const link = await recordShareLink(db, {
        linkId: newShareLinkId(),
        experimentId: id,
        actor: actorOf(c),
        at: new Date(at),
        expiresAt,
      });
      const url = new URL(teamDashboardUrl(deps.publicSiteUrl));
      url.searchParams.set(SHARE_QUERY_PARAMETER, signShareToken(deps.linkSecret, link.linkId, expiresAt.getTime()));
      return c.json({ linkId: link.linkId, url: url.toString(), expiresAt: link.expiresAt }, 201);
    })
    .get('/:id/share-links', async (c) =>
      c.json({ links: await openShareLinks(db, experimentParam(c), new Date(now())) }),
    )
    .post('/:id/share-links/:linkId/withdraw', async (c) => {
      const id = experimentParam(c);
      const linkId = c.req.param('linkId');
      const withdrawn = await withdrawShareLink(db, id, linkId, actorOf(c), new Date(now()));
      if (!withdrawn) throw new ApiError(404, `No share link "${linkId}" of ${id}`);
      return c.json(withdrawn);
    });
}
