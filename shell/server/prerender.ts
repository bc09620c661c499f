import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ExperimentId, experimentCatalog, forcedVariantKey } from '@novavox/contracts-experiments';
import { type RemoteId, remoteIds } from '@novavox/contracts-site/remotes';
import { siteRoutes } from '@novavox/contracts-site/routes';
import { localOrigin } from '@novavox/contracts-site/topology';
import { chromium, type Page } from 'playwright-core';
import type { VariantMarkup } from '../src/start/first-frame-variants';
import { REST_STYLESHEET_ATTRIBUTE } from '../src/start/rest-stylesheets';
import { STATIC_DIALOG_CSS, type StaticDialogPlan, staticDialogMarkup } from '../src/start/static-dialog';
import { splitByMarkup } from './critical-css';
import { RENDER_UNTIL_VARIANTS_APPLIED, variantIslands } from './page-islands';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  type PrerenderManifest,
  remoteOriginToken,
} from './prerender-manifest';
import { type StartPlan, startMarkup } from './prerendered-start';
import { releasesDir } from './releases';
import { servedApps } from './site-layout';
import { firstFrameScript, markupPatches } from './variant-markup';

/**
 * Build step: renders every public route of the built site in Chromium, composed from the remotes as
 * built, and saves the first screen's HTML so that it paints before any JavaScript runs. Without
 * Chromium it says so and the site stays client-rendered.
 */
const OFFSET = Number(process.env.PRERENDER_PORT_OFFSET ?? 7000);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const shellDist = servedApps(0).shell.dist;
const shellOrigin = localOrigin('shell', OFFSET);

const publicRoutes = siteRoutes.filter((route) => route.indexable).map((route) => route.path);

async function clearPreviousOutput(): Promise<void> {
  await rm(join(shellDist, PRERENDER_DIR), { recursive: true, force: true });
  await rm(join(shellDist, PRERENDER_MANIFEST_FILE), { force: true });
}

function startSite(): ChildProcess {
  // The compiled site server (`pnpm build` builds it first), from server/ or server-dist/ alike.
  return spawn(process.execPath, [join(import.meta.dirname, '../server-dist/serve-site.js')], {
    env: {
      ...process.env,
      NOVAVOX_PORT_OFFSET: String(OFFSET),
      // Composed from what is live: the plain builds, or the shipped release of a remote.
      RELEASES_DIR: releasesDir(),
      PUBLIC_EVENTS_ENDPOINT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForSite(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${shellOrigin}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not start on ${shellOrigin} for prerendering.`);
}

interface Snapshot {
  body: string;
  head: string[];
  stylesheets: string[];
  manifests: string[];
  /** Every script and JSON file the page fetched on its way to the live page. */
  scripts: string[];
  fetches: string[];
}

function tokenise(html: string, remoteOrigins: Map<string, RemoteId>): string {
  let result = html.replaceAll(shellOrigin, '');
  for (const [origin, remote] of remoteOrigins) result = result.replaceAll(origin, remoteOriginToken(remote));
  return result;
}

/**
 * A stylesheet in the head blocks the first paint until it arrives: one round trip each on a phone, and a
 * remote that hangs would freeze the whole page. The page's CSS is therefore inlined (the server allows
 * each inline style by its hash, so the CSP stays strict), but only the rules its markup can use: the rest
 * is a file of its own, which the start script links right after the inline part once the page has painted
 * (critical-css.ts). A stylesheet with url() references cannot move (they would resolve against the page):
 * it stays linked, and the build says so.
 */
async function inlineStylesheet(href: string, markup: string): Promise<{ tag: string; rest: string }> {
  const css = await (await fetch(href)).text();
  if (css.includes('url(') || css.toLowerCase().includes('</style')) {
    console.warn(`  ${href} uses url(): linked, so its server's outage or slowness delays the first paint.`);
    return { tag: `<link rel="stylesheet" href="${href}">`, rest: '' };
  }
  const { critical, rest } = splitByMarkup(css, markup);
  let restLink = '';
  if (rest) {
    const file = `${PRERENDER_DIR}/${hashedName('rest', rest, 'css')}`;
    await writeFile(join(shellDist, file), rest);
    restLink = ` ${REST_STYLESHEET_ATTRIBUTE}="/${file}"`;
  }
  // data-href is how the CSS chunk loader recognises a stylesheet already on the page: without it the live
  // page would link the same CSS again, and the browser would restyle the whole page for nothing.
  const name = new URL(href).pathname.split('/').pop();
  return { tag: `<style data-nvx-css="${name}" data-href="${href}"${restLink}>${critical}</style>`, rest };
}

/** What the page asked for on its way to the live page, grouped by the server it came from. */
function startPlan(entry: string, snapshot: Snapshot): StartPlan {
  const own = (url: string) => new URL(url).origin === shellOrigin;
  const manifests = snapshot.fetches.filter((url) => !own(url));
  return {
    entry,
    scripts: snapshot.scripts.filter((url) => own(url) && new URL(url).pathname !== entry),
    fetches: snapshot.fetches.filter(own),
    remotes: manifests.map((manifest) => ({
      manifest,
      scripts: snapshot.scripts.filter((url) => new URL(url).origin === new URL(manifest).origin),
    })),
  };
}

/** The page as it is once its route has rendered: the first screen's markup and what it loaded. */
const snapshotInPage = (): Snapshot => {
  const root = document.getElementById('root');
  // The live page hydrates this markup, so it carries what React's server markup would: each Suspense
  // boundary's content between <!--$--> and <!--/$--> (found from React's own tree of the page), and a
  // <!-- --> between two adjacent text nodes, which the HTML would otherwise merge into one. Written without
  // named functions: this runs in the page, where the TypeScript runner's name helper does not exist.
  const container = root as (HTMLElement & Record<string, unknown>) | null;
  const containerKey = container
    ? Object.keys(container).find((key) => key.startsWith('__reactContainer$'))
    : undefined;
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; stateNode: unknown; memoizedState: unknown };
  const fibers: Fiber[] = containerKey && container ? [container[containerKey] as Fiber] : [];
  const SUSPENSE = 13;
  const HOST_COMPONENT = 5;
  const HOST_TEXT = 6;
  while (fibers.length > 0) {
    const fiber = fibers.pop() as Fiber;
    if (fiber.sibling) fibers.push(fiber.sibling);
    if (fiber.child) fibers.push(fiber.child);
    if (fiber.tag !== SUSPENSE || fiber.memoizedState !== null) continue;
    const hostNodes: Node[] = [];
    const inside: Fiber[] = fiber.child ? [fiber.child] : [];
    while (inside.length > 0) {
      const next = inside.pop() as Fiber;
      if (next.sibling && next !== fiber.child) inside.push(next.sibling);
      if (next.tag === HOST_COMPONENT || next.tag === HOST_TEXT) hostNodes.push(next.stateNode as Node);
      else if (next.child) inside.push(next.child);
    }
    const first = hostNodes[0];
    const last = hostNodes.at(-1);
    if (!first?.parentNode || !last?.parentNode) continue;
    first.parentNode.insertBefore(document.createComment('$'), first);
    last.parentNode.insertBefore(document.createComment('/$'), last.nextSibling);
  }
  const texts = root ? document.createTreeWalker(root, NodeFilter.SHOW_TEXT) : null;
  const adjacent: Node[] = [];
  while (texts?.nextNode())
    if (texts.currentNode.previousSibling?.nodeType === Node.TEXT_NODE) adjacent.push(texts.currentNode);
  for (const text of adjacent) text.parentNode?.insertBefore(document.createComment(' '), text);
  const clone = root?.cloneNode(true) as HTMLElement | undefined;
  for (const node of clone?.querySelectorAll('dialog, script') ?? []) node.remove();
  // The CSP allows no inline styles; anything React set through the CSSOM is re-applied when it renders.
  for (const node of clone?.querySelectorAll('[style]') ?? []) node.removeAttribute('style');
  // useId's client ids (_r_0_, _r_1_, …) stay in the DOM after hydration, and what the live page renders
  // afresh (a dialog) numbers its ids from _r_0_ again: a label would then name another page's field. The
  // prerendered ones take their own prefix, consistently in every attribute that refers to an id.
  for (const element of clone?.querySelectorAll('*') ?? []) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.value.includes('_r_')) attribute.value = attribute.value.replace(/_r_([0-9a-z]+)_/g, '_p_$1_');
    }
  }
  // Until the live page takes over, a form must not submit natively (a GET would put what the visitor
  // typed into the URL): a disabled submit button also blocks submitting with Enter.
  // The mark tells the live page which ones to enable again once it has adopted them.
  for (const button of clone?.querySelectorAll('form button:not([type="button"]), form input[type="submit"]') ?? []) {
    if (button.hasAttribute('disabled')) continue;
    button.setAttribute('disabled', '');
    button.setAttribute('data-nvx-disabled-until-live', '');
  }
  const head = Array.from(
    document.head.querySelectorAll(
      'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name="twitter:card"], link[rel="canonical"]',
    ),
    (node) => node.outerHTML,
  );
  // The shell's CSS lives in an async chunk too: every stylesheet goes into the head, or the page would
  // paint unstyled and shift when the scripts bring it.
  const stylesheets = [
    ...new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href)),
  ];
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  const manifests = resources.filter((name) => name.endsWith('/mf-manifest.json'));
  const scripts = resources.filter((name) => new URL(name).pathname.endsWith('.js'));
  const fetches = resources.filter((name) =>
    ['/remotes.json', '/config.json', '/mf-manifest.json'].some((file) => new URL(name).pathname.endsWith(file)),
  );
  return { body: clone?.innerHTML ?? '', head, stylesheets, manifests, scripts, fetches };
};

async function loadPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-remote-loading]'));
}

async function renderedBody(page: Page, url: string): Promise<string> {
  await loadPage(page, url);
  return (await page.evaluate(snapshotInPage)).body;
}

/**
 * Each experiment variant's changes to this page's markup, rendered with the variant forced (a forced view
 * logs nothing). One load with every experiment at B first tells whether the page shows any of them.
 */
async function variantMarkup(page: Page, path: string, control: string): Promise<VariantMarkup | null> {
  // Forced through storage rather than the URL, which the page would otherwise show in its links.
  const forced = async (pairs: [string, string][]) => {
    const stored = pairs.map(([id, key]) => [forcedVariantKey(id as ExperimentId), key]);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key as string, value as string);
    }, stored);
    return renderedBody(page, `${shellOrigin}${path}`);
  };
  const allB = await forced(experimentCatalog.map((experiment) => [experiment.id, 'B']));
  const markup: VariantMarkup = { experiments: {} };
  if (allB !== control) {
    for (const experiment of experimentCatalog) {
      const patches: VariantMarkup['experiments'][string]['patches'] = {};
      for (const variant of experiment.variants.slice(1)) {
        const changes = markupPatches(control, await forced([[experiment.id, variant.key]]));
        if (changes.length > 0) patches[variant.key] = changes;
      }
      if (Object.keys(patches).length > 0) {
        markup.experiments[experiment.id] = {
          variants: experiment.variants.map((variant) => variant.key),
          weightsVersion: experiment.weightsVersion,
          patches,
        };
      }
    }
  }
  await page.evaluate(() => localStorage.clear());
  return Object.keys(markup.experiments).length > 0 ? markup : null;
}

/** The buttons whose dialog a visitor may ask for before the live page has loaded (docs/performance.md). */
const DIALOG_BUTTONS = ['Try AI Voice Call Now', 'Join Waitlist'];

/** A file name the static server and nginx cache for good: it changes with its content. */
function hashedName(stem: string, text: string, extension: string): string {
  return `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.${extension}`;
}

/**
 * Opens each dialog that a button of the page opens, as a visitor's tap would, and saves its first screen
 * (markup and the CSS it needs that the page has not inlined) as files of their own under prerendered/: the
 * start script fetches them after the first frame, so the page's HTML does not grow. A dialog whose markup or
 * CSS points at a remote's origin is left out (a static file cannot follow that origin): its button then
 * opens the live dialog only, as before.
 */
async function staticDialogs(
  page: Page,
  url: string,
  pageStylesheets: string[],
  pageRest: string,
  remoteOrigins: Map<string, RemoteId>,
): Promise<StaticDialogPlan[]> {
  const plans: StaticDialogPlan[] = [];
  for (const text of DIALOG_BUTTONS) {
    // Each from a fresh page, so that its file gets only the CSS it loads itself.
    await loadPage(page, url);
    const at = await page.evaluate(
      (wanted) =>
        Array.from(document.querySelectorAll('#root button')).flatMap((button, index) =>
          button.textContent === wanted && !button.closest('dialog') ? [index] : [],
        ),
      text,
    );
    if (at.length === 0) continue;
    await page.evaluate(
      (index) => document.querySelectorAll<HTMLButtonElement>('#root button')[index]?.click(),
      at[0] ?? 0,
    );
    await page.waitForFunction(() => {
      const dialog = document.querySelector('dialog[open]');
      const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
      return (
        Boolean(dialog?.querySelector('h2')) &&
        !dialog?.querySelector('[data-remote-loading]') &&
        sheets.every((link) => link.sheet)
      );
    });
    // What the dialog asks for as it opens (the call dialog checks whether phone calls are available).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const markup = await page.$eval('dialog[open]', staticDialogMarkup);
    const sheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href),
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // The rules of the page's own stylesheets that it did not inline come first, as in the page's cascade.
    let css = pageRest;
    for (const href of sheets.filter((sheet) => !pageStylesheets.includes(sheet)))
      css += await (await fetch(href)).text();
    css += STATIC_DIALOG_CSS;
    const fromRemote = [...remoteOrigins.keys()].some((origin) => markup.includes(origin));
    if (css.includes('url(') || fromRemote) {
      console.warn(`  the "${text}" dialog refers to other files: its button waits for the live page.`);
      continue;
    }
    const cssFile = `${PRERENDER_DIR}/${hashedName('dialog', css, 'css')}`;
    await writeFile(join(shellDist, cssFile), css);
    const fragment = `<link rel="stylesheet" href="/${cssFile}">${markup.replaceAll(shellOrigin, '')}`;
    const file = `${PRERENDER_DIR}/${hashedName('dialog', fragment, 'html')}`;
    await writeFile(join(shellDist, file), fragment);
    plans.push({ href: `/${file}`, at });
  }
  return plans;
}

const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
/**
 * The web app manifest matters only to a browser offering to install the site, yet Chromium fetches it as soon
 * as it meets the link, alongside the first paint: the start script links it instead (prerendered-start.ts).
 */
const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]+)"\s*\/?>/;

async function main(): Promise<void> {
  await clearPreviousOutput();
  if (!existsSync(chromePath)) {
    console.warn(`Prerendering skipped: no Chromium at ${chromePath} (set CHROME_PATH). Pages stay client-rendered.`);
    return;
  }
  const template = await readFile(join(shellDist, 'index.html'), 'utf8');
  // The same for every page: read from the template once.
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('The shell template has no <script defer src> entry to start the page with.');
  const webManifest = template.match(MANIFEST_LINK)?.[1];
  const remoteOrigins = new Map(remoteIds.map((remote) => [localOrigin(remote, OFFSET), remote] as const));
  const site = startSite();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await waitForSite();
    const script = await firstFrameScript();
    const manifest: PrerenderManifest = { createdAt: new Date().toISOString(), pages: {} };
    await mkdir(join(shellDist, PRERENDER_DIR), { recursive: true });
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, reducedMotion: 'reduce' });
    for (const path of publicRoutes) {
      const page = await context.newPage();
      await loadPage(page, `${shellOrigin}${path}`);
      const snapshot = await page.evaluate(snapshotInPage);
      const variants = await variantMarkup(page, path, snapshot.body);
      // What the inline CSS is for: the page's markup and every variant's (critical-css.ts).
      const markup = [...snapshot.head, snapshot.body, JSON.stringify(variants ?? {})].join('');
      const styles: string[] = [];
      let pageRest = '';
      for (const href of snapshot.stylesheets) {
        const { tag, rest } = await inlineStylesheet(href, markup);
        styles.push(tag);
        pageRest += rest;
      }
      // Afresh (staticDialogs loads the page again): the snapshot marked up the page's DOM, and the variants
      // left the last one forced.
      const dialogs = await staticDialogs(page, `${shellOrigin}${path}`, snapshot.stylesheets, pageRest, remoteOrigins);
      await page.close();

      const remotes: PrerenderManifest['pages'][string]['remotes'] = {};
      for (const url of snapshot.manifests) {
        const parsed = new URL(url);
        const remote = remoteOrigins.get(parsed.origin);
        if (remote) remotes[remote] = parsed.pathname;
      }
      const headTags = [
        ...snapshot.head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-nvx-prerender=""')),
        ...styles,
        ...(variants ? [RENDER_UNTIL_VARIANTS_APPLIED] : []),
      ].join('');
      const plan = {
        ...startPlan(entry, snapshot),
        ...(dialogs.length > 0 ? { dialogs } : {}),
        ...(webManifest ? { manifest: webManifest } : {}),
      };
      const html = template
        .replace(ENTRY_SCRIPT, '')
        .replace(MANIFEST_LINK, '')
        .replace(/<title>[^<]*<\/title>/, '')
        .replace('</head>', `${headTags}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${path}">${snapshot.body}</div>${variants ? variantIslands(variants, script) : ''}`,
        )
        .replace('</body>', `${startMarkup(plan)}</body>`);
      const file = `${PRERENDER_DIR}/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '__')}.html`;
      await writeFile(join(shellDist, file), tokenise(html, remoteOrigins));
      manifest.pages[path] = { file, remotes };
      const shown = `${dialogs.length > 0 ? ` (${dialogs.length} static dialog${dialogs.length === 1 ? '' : 's'})` : ''}${variants ? ` (variants of ${Object.keys(variants.experiments).join(', ')})` : ''}`;
      console.log(`  prerendered ${path.padEnd(20)} ${Object.keys(remotes).join(', ')}${shown}`);
    }
    await writeFile(join(shellDist, PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error('Prerendering failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
