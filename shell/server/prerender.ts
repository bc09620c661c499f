import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { chromiumPath } from '@novavox/contracts-site/chromium-path';
import { remoteIds } from '@novavox/contracts-site/remotes';
import { siteRoutes } from '@novavox/contracts-site/routes';
import { localOrigin, portOffsetFrom, portOffsetProblem } from '@novavox/contracts-site/topology';
import { type BrowserContext, chromium } from 'playwright-core';
import { RENDER_UNTIL_VARIANTS_APPLIED, variantIslands } from './page-islands';
import { snapshotPage, variantMarkup } from './prerender/browser-page';
import { clearPreviousOutput, pageFile } from './prerender/output-files';
import { prerenderedHeadTags, prerenderedHtml, templateParts, tokenise } from './prerender/page-template';
import { startSite, waitForSite } from './prerender/site-process';
import { composedRemotes, startPlan } from './prerender/start-plan';
import { dialogTemplates, staticDialogs } from './prerender/static-dialogs';
import { inlineStylesheet } from './prerender/stylesheet-inlining';
import { firstFrameScript } from './prerender/variant-markup';
import { PRERENDER_DIR, PRERENDER_MANIFEST_FILE, type PrerenderManifest } from './prerender-manifest';
import { startMarkup } from './prerendered-start';
import { releasesDir } from './releases';
import { servedApps } from './site-layout';

/**
 * Build step: renders every public route of the built site in Chromium, composed from the remotes as
 * built, and saves the first screen's HTML so that it paints before any JavaScript runs. Without
 * Chromium it says so and the site stays client-rendered. Each job is a module of prerender/
 * (docs/prerender.md); this file runs them in order.
 */
const OFFSET = prerenderPortOffset();
/**
 * The stand-in site's ports sit 7000 above the copy being built (NOVAVOX_PORT_OFFSET), so two copies built at once
 * on one machine do not meet on port 10000; PRERENDER_PORT_OFFSET sets it outright.
 */
function prerenderPortOffset(): number {
  const explicit = process.env.PRERENDER_PORT_OFFSET;
  if (explicit === undefined || explicit.trim() === '') return 7000 + portOffsetFrom(process.env);
  const problem = portOffsetProblem(explicit);
  if (problem !== null) throw new Error(`PRERENDER_PORT_OFFSET ${problem}`);
  return Number(explicit.trim());
}
const chromePath = chromiumPath();
const shellDist = servedApps(0).shell.dist;
const shellOrigin = localOrigin('shell', OFFSET);
// The compiled programs and the inline script, found from this file's folder: the same from server/ or server-dist/.
const serverDist = join(import.meta.dirname, '../server-dist');
const remoteOrigins = new Map(remoteIds.map((remote) => [localOrigin(remote, OFFSET), remote] as const));
const origins = { shell: shellOrigin, remotes: [...remoteOrigins.keys()] };

const publicRoutes = siteRoutes.filter((route) => route.indexable).map((route) => route.path);

/** The same for every page: the shell's template, its entry and web app manifest, the variants' inline script. */
interface EveryPage {
  template: string;
  entry: string;
  webManifest: string | undefined;
  script: string;
}

/** Renders one route and saves its page (and its CSS and dialog files); returns its manifest entry. */
async function prerenderRoute(
  context: BrowserContext,
  path: string,
  { template, entry, webManifest, script }: EveryPage,
): Promise<PrerenderManifest['pages'][string]> {
  const url = `${shellOrigin}${path}`;
  const page = await context.newPage();
  const snapshot = await snapshotPage(page, url);
  const variants = await variantMarkup(page, url, snapshot.body);
  // What the inline CSS is for: the page's markup and every variant's (critical-css.ts).
  const markup = [...snapshot.head, snapshot.body, JSON.stringify(variants ?? {})].join('');
  const styles: string[] = [];
  let pageRest = '';
  for (const href of snapshot.stylesheets) {
    const inlined = inlineStylesheet(href, await (await fetch(href)).text(), markup);
    if (inlined.linked)
      console.warn(`  ${href} uses url(): linked, so its server's outage or slowness delays the first paint.`);
    if (inlined.restFile) await writeFile(join(shellDist, inlined.restFile), inlined.rest);
    styles.push(inlined.tag);
    pageRest += inlined.rest;
  }
  // Afresh (staticDialogs loads the page again): the snapshot marked up the page's DOM, and the variants
  // left the last one forced.
  const dialogs = await staticDialogs(
    page,
    url,
    { stylesheets: snapshot.stylesheets, rest: pageRest },
    origins,
    shellDist,
  );
  await page.close();

  const remotes = composedRemotes(snapshot.manifests, remoteOrigins);
  const plan = {
    ...startPlan(entry, snapshot, shellOrigin),
    ...(dialogs.length > 0 ? { dialogs: dialogs.map((dialog) => dialog.plan) } : {}),
    ...(webManifest ? { manifest: webManifest } : {}),
  };
  const html = prerenderedHtml(template, {
    path,
    headTags: [
      ...prerenderedHeadTags(snapshot.head),
      ...styles,
      ...(variants ? [RENDER_UNTIL_VARIANTS_APPLIED] : []),
    ].join(''),
    body: snapshot.body,
    afterRoot: variants ? variantIslands(variants, script) : '',
    start: startMarkup(plan) + dialogTemplates(dialogs),
  });
  const file = pageFile(path);
  await writeFile(join(shellDist, file), tokenise(html, shellOrigin, remoteOrigins));
  const shown = `${dialogs.length > 0 ? ` (${dialogs.length} static dialog${dialogs.length === 1 ? '' : 's'})` : ''}${variants ? ` (variants of ${Object.keys(variants.experiments).join(', ')})` : ''}`;
  console.log(`  prerendered ${path.padEnd(20)} ${Object.keys(remotes).join(', ')}${shown}`);
  return { file, remotes };
}

async function main(): Promise<void> {
  await clearPreviousOutput(shellDist);
  if (!existsSync(chromePath)) {
    console.warn(`Prerendering skipped: no Chromium at ${chromePath} (set CHROME_PATH). Pages stay client-rendered.`);
    return;
  }
  const template = await readFile(join(shellDist, 'index.html'), 'utf8');
  // Read from the template once, before anything starts.
  const { entry, webManifest } = templateParts(template);
  const site = startSite(serverDist, OFFSET, releasesDir());
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await waitForSite(shellOrigin);
    const script = await firstFrameScript(serverDist);
    const manifest: PrerenderManifest = { createdAt: new Date().toISOString(), pages: {} };
    await mkdir(join(shellDist, PRERENDER_DIR), { recursive: true });
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, reducedMotion: 'reduce' });
    const everyPage: EveryPage = { template, entry, webManifest, script };
    for (const path of publicRoutes) manifest.pages[path] = await prerenderRoute(context, path, everyPage);
    await writeFile(join(shellDist, PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error('Prerendering failed:', errorMessage(error));
  process.exit(1);
});
