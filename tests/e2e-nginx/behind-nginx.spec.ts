import { expect, test } from '@playwright/test';
import { origin } from '../support/site';

/** The journeys of this leg ran against nginx, not the Node server: every origin answers from nginx. */
test('the shell, every remote and the api answer through nginx', async ({ request }) => {
  for (const service of ['shell', 'mf_marketing', 'mf_voice', 'mf_experiments', 'mf_legal', 'api'] as const) {
    const response = await request.get(`${origin(service)}/${service === 'api' ? 'health' : 'remotes.json'}`);
    expect(response.headers().server, service).toBe('nginx');
  }
  const config = await (await request.get(`${origin('shell')}/config.json`)).json();
  const states = await (await request.get(`${origin('api')}/experiments/state`)).json();
  expect(config.experiments).toEqual(states.experiments);
  expect(config.endpoints.experimentStates).toBe(`${origin('api')}/experiments/state`);
});
