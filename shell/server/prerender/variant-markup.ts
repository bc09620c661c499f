import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MarkupPatch } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { JSDOM } from 'jsdom';

/**
 * The prerender's side of variants in the first frame (the page's side: src/start/first-frame-variants.ts): each
 * variant's changes to the control's markup and the inline script (../page-islands.ts carries them in the page).
 */

const Node_ELEMENT = 1;

function diffNodes(control: Node, variant: Node, path: number[], patches: MarkupPatch[]): void {
  if (control.nodeType !== Node_ELEMENT) {
    if (control.nodeValue !== variant.nodeValue) patches.push({ p: path, t: variant.nodeValue ?? '' });
    return;
  }
  const a = control as Element;
  const b = variant as Element;
  const attributes: Record<string, string | null> = {};
  for (const { name } of Array.from(a.attributes)) if (!b.hasAttribute(name)) attributes[name] = null;
  for (const { name, value } of Array.from(b.attributes)) if (a.getAttribute(name) !== value) attributes[name] = value;
  if (Object.keys(attributes).length > 0) patches.push({ p: path, a: attributes });
  const same =
    a.childNodes.length === b.childNodes.length &&
    Array.from(a.childNodes).every((child, index) => child.nodeName === b.childNodes[index]?.nodeName);
  if (!same) {
    patches.push({ p: path, h: b.innerHTML });
    return;
  }
  a.childNodes.forEach((child, index) => {
    diffNodes(child, b.childNodes[index] as Node, [...path, index], patches);
  });
}

/**
 * What turns the control's `#root` content into a variant's: text and attribute changes where the two have
 * the same structure, an element's whole content where they do not. Both are parsed as a browser parses the
 * saved page, so the paths match the nodes the page will have.
 */
export function markupPatches(controlHtml: string, variantHtml: string): MarkupPatch[] {
  const { document } = new JSDOM('').window;
  const parse = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };
  const patches: MarkupPatch[] = [];
  diffNodes(parse(controlHtml), parse(variantHtml), [], patches);
  return patches;
}

/** Written by `build:servers` (build/build-servers.ts) into server-dist/, the sibling of server/ and itself. */
export const FIRST_FRAME_SCRIPT_FILE = 'first-frame-variants.js';

/**
 * The inline script, bundled by `build:servers` from the same TypeScript as the app's assignment, read from
 * server-dist/ (the prerender's entry names it: found from its own folder, the same from server/ or server-dist/).
 */
export async function firstFrameScript(serverDist: string): Promise<string> {
  const file = join(serverDist, FIRST_FRAME_SCRIPT_FILE);
  const code = await readFile(file, 'utf8').catch(() => null);
  if (code === null) throw new Error(`${file} is missing: run "pnpm --filter @novavox/shell run build:servers".`);
  return code;
}
