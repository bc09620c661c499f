import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { anyExperimentParam, experimentParam } from './experiment-param';

/** Two routes that answer the id they were given, and an error's status and message as the api's handler would. */
const app = new Hono()
  .get('/catalog/:id', (c) => c.text(experimentParam(c)))
  .get('/any/:id', (c) => c.text(anyExperimentParam(c)))
  .onError((error, c) =>
    error instanceof ApiError ? c.json({ message: error.message }, error.status) : c.text('unexpected', 500),
  );

async function answer(path: string): Promise<[number, string]> {
  const response = await app.request(path);
  return [
    response.status,
    response.status === 200 ? await response.text() : ((await response.json()) as { message: string }).message,
  ];
}

describe('the experiment of a route', () => {
  it("gives a catalog experiment's id back", async () => {
    expect(await answer('/catalog/testimonial_style')).toEqual([200, 'testimonial_style']);
  });

  it('answers 404 naming an id the catalog does not hold, a created one included', async () => {
    expect(await answer('/catalog/no_such')).toEqual([404, 'No experiment "no_such"']);
    expect(await answer('/catalog/copy_0123456789ab')).toEqual([404, 'No experiment "copy_0123456789ab"']);
  });

  it("takes a created experiment's id where created ones are served, and refuses what is neither", async () => {
    expect(await answer('/any/copy_0123456789ab')).toEqual([200, 'copy_0123456789ab']);
    expect(await answer('/any/testimonial_style')).toEqual([200, 'testimonial_style']);
    expect(await answer('/any/copy_XYZ')).toEqual([404, 'No experiment "copy_XYZ"']);
  });
});
