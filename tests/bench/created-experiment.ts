import { runVariant } from '@novavox/contracts-experiments';

/** The arms of the bench's created headline test: A keeps the current headline, B and C are new copy. */
const HEADLINES = [
  'Peace of mind for you. A friendly daily call for Mom and Dad.',
  'Is Mom okay today? One call a day tells you.',
  'A daily hello for Dad, a daily update for you.',
];

export interface CreatedHeadlineTest {
  id: string;
  /** The arm a visitor id is bucketed into (the one assignment rule). */
  arm: (visitorId: string) => string;
}

/**
 * Starts a created three-arm headline test on the bench's site (docs/copy-experiments.md), as marketing would
 * from the dashboard: the coded headline experiment is concluded on its control first, since one experiment at a
 * time may vary a slot. The bench's api has no team configured, so its admin routes are open.
 */
export async function startCreatedHeadlineTest(api: string): Promise<CreatedHeadlineTest> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { experiment?: { id: string } };
  };
  await post('/admin/experiments/family_headline/conclude', { winner: 'A', reason: 'bench: the created test' });
  const created = await post('/admin/copy/experiments', {
    name: 'Bench: headline',
    hypothesis: 'A created headline paints as fast as a coded one.',
    variants: HEADLINES.map((text) => ({ hero_headline: text })),
  });
  const id = created.experiment?.id ?? '';
  await post(`/admin/copy/experiments/${id}/start`, {});
  // The site's copy island is cached for 2 s (docs/copy-experiments.md).
  await new Promise((done) => setTimeout(done, 2500));
  return { id, arm: (visitorId) => runVariant(id as `copy_${string}`, { A: 1, B: 1, C: 1 }, visitorId) };
}
