import type { CopyDocument } from '@novavox/contracts-experiments/copy-document';
import type { ExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { referenceHashV2 } from '@novavox/contracts-experiments/testing';
import { type NovaVoxEvent, resetEventBus, subscribe } from '@novavox/contracts-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { trackCopyImpressions } from './copy-impressions';

const running: CopyDocument = {
  slotCopy: {},
  running: [
    {
      id: 'copy_0123456789ab',
      runId: 'run-1',
      page: '/',
      variants: [
        { key: 'A', copy: { hero_headline: 'Control' } },
        { key: 'B', copy: { hero_headline: 'Headline B' } },
        { key: 'C', copy: { hero_headline: 'Headline C' } },
      ],
    },
  ],
};

function pageWith(slot: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  const h1 = doc.createElement('h1');
  if (slot !== null) h1.setAttribute('data-nvx-slot', slot);
  doc.body.append(h1);
  return doc;
}

function environment(visitorId: string | null, webdriver = false): ExperimentEnvironment {
  const stored = new Map<string, string>(visitorId === null ? [] : [['nvx_uid', visitorId]]);
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
  return { storage, search: '', userAgent: 'Mozilla/5.0 Chrome/131', webdriver };
}

function impressions(run: () => void): NovaVoxEvent[] {
  const seen: NovaVoxEvent[] = [];
  const stop = subscribe(['experiment/impression'], (event) => seen.push(event));
  run();
  stop();
  return seen;
}

afterEach(() => resetEventBus());

describe('trackCopyImpressions', () => {
  it('logs the visitor’s arm (the reference hash’s third) once, while its slot is on the page', () => {
    for (const visitor of ['user-123', 'user-124', 'v-9', 'v-10']) {
      const hash = referenceHashV2('nvx_copy_0123456789ab', visitor);
      const arm = hash < 1 / 3 ? 'A' : hash < 2 / 3 ? 'B' : 'C';
      const env = environment(visitor);
      expect(impressions(() => trackCopyImpressions(running, pageWith('hero_headline'), env))).toEqual([
        {
          type: 'experiment/impression',
          experimentId: 'copy_0123456789ab',
          variantId: arm,
          category: 'ab_test',
          label: arm,
        },
      ]);
      // Once per visitor and experiment, as a coded experiment's impression.
      expect(impressions(() => trackCopyImpressions(running, pageWith('hero_headline'), env))).toEqual([]);
    }
  });

  it('logs nothing off the slot’s page, for automation, or without an island', () => {
    expect(trackCopyImpressions(running, pageWith('closing_heading'), environment('user-123'))).toEqual([]);
    expect(trackCopyImpressions(running, pageWith(null), environment('user-123'))).toEqual([]);
    expect(trackCopyImpressions(running, pageWith('hero_headline'), environment('user-123', true))).toEqual([]);
    expect(trackCopyImpressions(null, pageWith('hero_headline'), environment('user-123'))).toEqual([]);
  });
});
