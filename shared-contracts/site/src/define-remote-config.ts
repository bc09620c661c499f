import { createRequire } from 'node:module';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PRODUCT_NAME } from './brand';
import { type RemoteId, remoteFolder, remoteRegistry } from './remote-registry';
import { remoteEnvironments, WEB_ENVIRONMENT } from './standalone/standalone-runtime-environment';
import { localServerOptions } from './topology';

/**
 * Entry `@novavox/contracts-site/define-remote-config`: the whole rsbuild config of a remote, one shape for all
 * of them. What differs per remote is its id (port, standalone page texts) and its federation config, which
 * the remote's own module-federation.config.ts builds, stamping its manifest with its own package version.
 */

export type RemoteFederationConfig = Parameters<typeof pluginModuleFederation>[0];

/** The title of a remote's standalone page, "mf-legal · standalone", and its description from the registry's label. */
export function standalonePageTexts(remote: RemoteId): { title: string; description: string } {
  return {
    title: `${remoteFolder(remote)} · standalone`,
    description: `${PRODUCT_NAME} ${remoteRegistry[remote].label.toLowerCase()}, running standalone.`,
  };
}

/**
 * Production class names are the hash alone ("gV6kKp" rather than "button-gV6kKp"): every prerendered page carries
 * them in its markup, its inline CSS and its variant markup, and the short form makes `/` 0.6 KB smaller after
 * brotli, which counts against the first round trip (docs/performance.md). Development keeps readable names.
 * The shell's build uses it too.
 */
export const PRODUCTION_CSS_MODULES = { localIdentName: '[hash:base64:6]' } as const;

export function defineRemoteConfig(remote: RemoteId, federation: RemoteFederationConfig): RsbuildConfig {
  const production = process.env.NODE_ENV === 'production';
  const { title, description } = standalonePageTexts(remote);
  return {
    plugins: [pluginReact(), pluginModuleFederation(federation, { environment: WEB_ENVIRONMENT })],
    environments: remoteEnvironments(
      createRequire(import.meta.url).resolve('@novavox/contracts-site/standalone-mf-runtime'),
      production,
    ),
    html: { title, templateParameters: { description } },
    output: production ? { cssModules: PRODUCTION_CSS_MODULES } : {},
    server: localServerOptions(remote),
    // Lazily compiled dynamic imports break a federated app's startup in dev ('reading "call"').
    dev: { assetPrefix: 'auto', lazyCompilation: false },
  };
}
