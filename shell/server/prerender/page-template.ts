import {
  PRERENDERED_HEAD_ATTRIBUTE,
  PRERENDERED_ROOT_ATTRIBUTE,
} from '@novavox/contracts-site/prerendered-page/page-marks';
import type { RemoteId } from '@novavox/contracts-site/remotes';
import { remoteOriginToken } from '../prerender-manifest';

/**
 * The saved page is the shell's built index.html with the rendered route put in: its head tags and inline CSS,
 * its first screen in #root, the variant islands after it, and the start script (prerendered-start.ts) in place
 * of the entry script, which it runs once the page has painted.
 */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
/**
 * The web app manifest matters only to a browser offering to install the site, yet Chromium fetches it as soon
 * as it meets the link, alongside the first paint: the start script links it instead (prerendered-start.ts).
 */
const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]+)"\s*\/?>/;

/** What the template gives every page: the entry script the start runs, and the web app manifest if any. */
export function templateParts(template: string): { entry: string; webManifest: string | undefined } {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('The shell template has no <script defer src> entry to start the page with.');
  return { entry, webManifest: template.match(MANIFEST_LINK)?.[1] };
}

/** The rendered head tags, marked as the prerender's so that the live page replaces rather than repeats them. */
export function prerenderedHeadTags(head: readonly string[]): string[] {
  return head.map((tag) => tag.replace(/^<(\w+)/, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}=""`));
}

export interface PageParts {
  path: string;
  /** Everything the head gains, already joined. */
  headTags: string;
  /** The first screen's markup (#root's content). */
  body: string;
  /** What follows #root: the variant islands and their script, or ''. */
  afterRoot: string;
  /** The start plan and script, at the end of the body. */
  start: string;
}

/** The page's HTML from the template. Each part goes in through a function, so a `$&` or `$$` in copy stays as typed. */
export function prerenderedHtml(template: string, parts: PageParts): string {
  const root = `<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}="${parts.path}">${parts.body}</div>${parts.afterRoot}`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MANIFEST_LINK, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `${parts.headTags}</head>`)
    .replace('<div id="root"></div>', () => root)
    .replace('</body>', () => `${parts.start}</body>`);
}

/**
 * The page as saved: the shell's own origin dropped (its URLs become paths) and each remote's origin a token the
 * server replaces with wherever that remote is live (prerender-manifest.ts).
 */
export function tokenise(html: string, shellOrigin: string, remoteOrigins: ReadonlyMap<string, RemoteId>): string {
  let result = html.replaceAll(shellOrigin, '');
  for (const [origin, remote] of remoteOrigins) result = result.replaceAll(origin, remoteOriginToken(remote));
  return result;
}
