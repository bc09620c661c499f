import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteIds } from '@novavox/contracts-site/remotes';
import { chromium, devices } from '@playwright/test';
import { untilLive } from '../support/live-page';
import { origin } from '../support/site';

/** Bytes are compared as gzip -9 of each file, the same way for the site and for the reference. */
export function gzipSize(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

export interface JsPart {
  part: string;
  files: number;
  gzipBytes: number;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  shared?: { name: string; assets: { js: { sync: string[] } } }[];
}

async function manifestOf(base: string): Promise<Manifest> {
  return (await (await fetch(`${base}/mf-manifest.json`)).json()) as Manifest;
}

/** The shell's own chunk of react-router-dom (Rsbuild's default chunk split names it lib-router). */
export const SHELL_ROUTER_PART = 'shell: react-router-dom';

/** Which part of the site a script belongs to: shell, a remote's container, its code, or a shared package. */
async function classifier(): Promise<(url: string) => string> {
  const byFile = new Map<string, string>();
  const bases: [string, string][] = [
    ['shell', origin('shell')],
    ...remoteIds.map((id) => [id, origin(id)] as [string, string]),
  ];
  for (const [name, base] of bases) {
    const manifest = await manifestOf(base);
    const entry = manifest.metaData?.remoteEntry?.name;
    if (entry && name !== 'shell') byFile.set(`${base}/${entry}`, 'container');
    for (const shared of manifest.shared ?? []) {
      for (const file of shared.assets.js.sync) {
        if (!byFile.has(`${base}/${file}`)) byFile.set(`${base}/${file}`, `shared: ${shared.name}`);
      }
    }
  }
  return (url) => {
    const clean = url.split('?')[0] ?? url;
    const known = byFile.get(clean);
    if (known) return known.startsWith('shared') ? known : `${ownerOf(clean)} ${known}`;
    if (clean.startsWith(origin('shell'))) {
      if (/\/static\/js\/(async\/)?lib-router\./.test(clean)) return SHELL_ROUTER_PART;
      return /\/static\/js\/index\./.test(clean) ? 'shell entry + MF runtime' : 'shell code';
    }
    return `${ownerOf(clean)} code`;
  };
}

function ownerOf(url: string): string {
  for (const id of remoteIds) if (url.startsWith(origin(id))) return id;
  return url.startsWith(origin('shell')) ? 'shell' : 'other';
}

/** The JavaScript a phone downloads before the page is interactive (the shell's first commit, network idle). */
export async function jsBeforeInteractive(path: string, chromePath: string): Promise<JsPart[]> {
  const classify = await classifier();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-gpu', '--disable-quic'] });
  const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(gzipSize, () => 0),
    );
  });
  await page.goto(`${origin('shell')}${path}`);
  await untilLive(page);
  await page.waitForLoadState('networkidle');
  const parts = new Map<string, JsPart>();
  for (const [url, size] of scripts) {
    const part = classify(url);
    const entry = parts.get(part) ?? { part, files: 0, gzipBytes: 0 };
    entry.files += 1;
    entry.gzipBytes += await size;
    parts.set(part, entry);
  }
  await browser.close();
  return [...parts.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The part of those bytes no application code decides: React, the one MF runtime and each remote's container.
 * It shows how much of a JS budget is left for the site's own code.
 */
export function platformBytes(parts: JsPart[]): number {
  const platform = (part: string) =>
    /^shared: react(-dom)?(\/|$)/.test(part) || part === 'shell entry + MF runtime' || part.endsWith(' container');
  return parts.filter((part) => platform(part.part)).reduce((sum, part) => sum + part.gzipBytes, 0);
}

export async function jsBytesOfFolder(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js'));
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(join(dir, file)));
  return total;
}
