import { experimentStatuses } from '@novavox/contracts-experiments/experiment-state';
import { shippedState } from '@novavox/contracts-experiments/testing/sample-states';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { describe, expect, it } from 'vitest';
import { PAGE_STATE_STATUSES, withPageExperimentStates } from './page-experiment-states';

function pageWith(island: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (island !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'nvx-experiment-state';
    script.textContent = island;
    doc.body.append(script);
  }
  return doc;
}

describe('withPageExperimentStates', () => {
  const config = buildRuntimeConfig({ PUBLIC_EXPERIMENTS_ENABLED: 'false' });

  it("takes the states the page was served with over /config.json's", () => {
    const shipped = {
      ...config.experiments,
      family_headline: shippedState('B'),
    };
    const result = withPageExperimentStates(config, pageWith(JSON.stringify({ experiments: shipped })));
    expect(result.experiments.family_headline).toEqual(shipped.family_headline);
    expect(result.endpoints).toEqual(config.endpoints);
  });

  it("keeps /config.json's states without an island, with an unfilled one or with invalid states", () => {
    expect(withPageExperimentStates(config, pageWith(null))).toBe(config);
    expect(withPageExperimentStates(config, pageWith('<!--# include virtual="/experiment-state.json" -->'))).toBe(
      config,
    );
    const invalid = { experiments: { ...config.experiments, family_headline: { status: 'shipped', winner: 'B' } } };
    expect(withPageExperimentStates(config, pageWith(JSON.stringify(invalid)))).toBe(config);
    const notStates = { experiments: { ...config.experiments, family_headline: 'on' } };
    expect(withPageExperimentStates(config, pageWith(JSON.stringify(notStates)))).toBe(config);
  });

  it('knows the statuses the experiments contracts define', () => {
    expect([...PAGE_STATE_STATUSES]).toEqual([...experimentStatuses]);
  });
});
