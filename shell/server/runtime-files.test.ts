import { describe, expect, it, vi } from 'vitest';
import { runtimeFilesMiddleware } from './runtime-files';

vi.mock('./edge-rules', async (importOriginal) => {
  const original = await importOriginal<typeof import('./edge-rules')>();
  // Changed in the edge rules, the dev server's runtime files must follow as the production servers do.
  return { ...original, CACHE_CONTROL: { ...original.CACHE_CONTROL, revalidate: 'no-cache, must-revalidate' } };
});

async function answer(url: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const next = vi.fn();
  await runtimeFilesMiddleware({})(
    { url },
    { setHeader: (name, value) => (headers[name] = value), end: () => {} },
    next,
  );
  expect(next).not.toHaveBeenCalled();
  return headers;
}

describe('runtimeFilesMiddleware', () => {
  it("answers the runtime files with the production server's type and the edge rules' caching", async () => {
    expect(await answer('/robots.txt')).toEqual({
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, must-revalidate',
    });
    expect(await answer('/sitemap.xml?x=1')).toEqual({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'no-cache, must-revalidate',
    });
    expect((await answer('/remotes.json'))['Content-Type']).toBe('application/json; charset=utf-8');
  });
});
