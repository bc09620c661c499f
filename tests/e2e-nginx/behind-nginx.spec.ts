import { type APIRequestContext, expect, test } from '@playwright/test';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';

/** The journeys of this leg ran against nginx, not the Node server: every origin answers from nginx. */
test('the shell, every remote and the api answer through nginx', async ({ request }) => {
  for (const service of ['shell', 'mf_marketing', 'mf_voice', 'mf_experiments', 'mf_legal', 'api'] as const) {
    const response = await request.get(`${origin(service)}/${service === 'api' ? 'health' : 'remotes.json'}`);
    expect(response.headers().server, service).toBe('nginx');
  }
  const config = await (await request.get(`${origin('shell')}/config.json`)).json();
  expect(config.endpoints.experimentStates).toBe(`${origin('api')}/experiments/state`);
  // Other journeys change the states meanwhile, and the site keeps an answer of the api for up to 2 s.
  await expectLiveStates(request, async () => await (await request.get(`${origin('shell')}/config.json`)).json());
});

test("nginx fills each page's experiment state island with the api's live states", async ({ request }) => {
  for (const path of ['/', '/novavox-family']) {
    await expectLiveStates(request, async () => {
      const html = await (await request.get(`${origin('shell')}${path}`)).text();
      const island = /<script type="application\/json" id="nvx-experiment-state">(.*?)<\/script>/s.exec(html)?.[1];
      expect(island, `${path} has the island`).toBeDefined();
      expect(island, `${path}: the include was processed`).not.toContain('<!--#');
      return JSON.parse(island ?? '');
    });
  }
  expect((await request.get(`${origin('shell')}/experiment-state.json`)).status()).toBe(404);
});

/** The site's document carries the same experiment states as the api's own answer. */
async function expectLiveStates(request: APIRequestContext, siteDocument: () => Promise<{ experiments: unknown }>) {
  await expect
    .poll(
      async () => {
        const site = (await siteDocument()).experiments;
        const api = (await (await request.get(`${origin('api')}/experiments/state`)).json()).experiments;
        return JSON.stringify(site) === JSON.stringify(api);
      },
      { timeout: scaled(15_000) },
    )
    .toBe(true);
}
