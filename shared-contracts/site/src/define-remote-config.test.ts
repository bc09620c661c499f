import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRemoteConfig, standalonePageTexts } from './define-remote-config';
import { remoteFederationOptions } from './federation';
import { type RemoteId, remoteIds } from './remote-registry';
import { STANDALONE_PAGE_TEMPLATE, STANDALONE_RUNTIME_SCRIPT } from './standalone/standalone-runtime-environment';

function federationOf(remote: RemoteId) {
  return createModuleFederationConfig(
    remoteFederationOptions(remote, { version: '1.2.3', buildId: 'test', production: false }),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The texts each remote's own index.html had, one entry per registered remote (the type sees a missing one). */
const pageTexts: Record<RemoteId, { title: string; description: string }> = {
  mf_marketing: { title: 'mf-marketing · standalone', description: 'NovaVox marketing pages, running standalone.' },
  mf_voice: { title: 'mf-voice · standalone', description: 'NovaVox voice call, running standalone.' },
  mf_experiments: { title: 'mf-experiments · standalone', description: 'NovaVox experiments, running standalone.' },
  mf_legal: { title: 'mf-legal · standalone', description: 'NovaVox legal pages, running standalone.' },
};

describe("a remote's standalone page", () => {
  it.each(remoteIds)('of %s keeps its title and description', (remote) => {
    const { title, description } = pageTexts[remote];
    expect(standalonePageTexts(remote)).toEqual({ title, description });
    expect(defineRemoteConfig(remote, federationOf(remote)).html).toEqual({
      title,
      templateParameters: { description },
    });
  });

  it('is one template: English, not indexed, links resolved from the root, a #root element to mount in', () => {
    const html = readFileSync(STANDALONE_PAGE_TEMPLATE, 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8" />');
    expect(html).toContain('<meta name="description" content="<%= description %>" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<base href="/" />');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe("a remote's rsbuild config", () => {
  it.each([
    ['mf_marketing', 3001],
    ['mf_voice', 3002],
    ['mf_experiments', 3003],
    ['mf_legal', 3004],
  ] as const)('serves %s on its own port (%i) on the loopback', (remote, port) => {
    expect(defineRemoteConfig(remote, federationOf(remote)).server).toMatchObject({
      host: '127.0.0.1',
      port,
      strictPort: true,
    });
  });

  it('builds React with the federation plugin on the web environment, from the given federation config', () => {
    const config = defineRemoteConfig('mf_legal', federationOf('mf_legal'));
    const names = (config.plugins ?? []).map((plugin) => (plugin && 'name' in plugin ? plugin.name : undefined));
    expect(names).toEqual(['rsbuild:react', 'rsbuild:module-federation-enhanced']);
  });

  it('keeps chunks addressed from their own origin and compiles dynamic imports eagerly in dev', () => {
    const config = defineRemoteConfig('mf_voice', federationOf('mf_voice'));
    expect(config.dev).toEqual({ assetPrefix: 'auto', lazyCompilation: false });
    expect(config.environments?.web?.output?.assetPrefix).toBe('auto');
    expect(config.environments?.web?.html?.template).toBe(STANDALONE_PAGE_TEMPLATE);
  });

  it('adds the standalone MF runtime script and its environment to production builds only', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const dev = defineRemoteConfig('mf_legal', federationOf('mf_legal'));
    expect(Object.keys(dev.environments ?? {})).toEqual(['web']);
    expect(dev.environments?.web?.html?.tags).toEqual([]);

    vi.stubEnv('NODE_ENV', 'production');
    const production = defineRemoteConfig('mf_legal', federationOf('mf_legal'));
    expect(Object.keys(production.environments ?? {})).toEqual(['web', 'standalone-runtime']);
    expect(production.environments?.web?.html?.tags).toEqual([
      expect.objectContaining({ tag: 'script', attrs: { src: STANDALONE_RUNTIME_SCRIPT }, head: true, append: false }),
    ]);
    expect(production.environments?.['standalone-runtime']?.source?.entry).toEqual({
      'mf-runtime': expect.stringMatching(/shared-contracts\/site\/src\/standalone\/provide-mf-runtime\.ts$/),
    });
  });
});
