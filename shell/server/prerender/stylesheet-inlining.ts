import { REST_STYLESHEET_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/rest-stylesheets';
import { PRERENDER_DIR } from '../prerender-manifest';
import { splitByMarkup } from './critical-css';
import { hashedName } from './output-files';

/**
 * A stylesheet in the head blocks the first paint until it arrives: one round trip each on a phone, and a
 * remote that hangs would freeze the whole page. The page's CSS is therefore inlined (the server allows
 * each inline style by its hash, so the CSP stays strict), but only the rules its markup can use: the rest
 * is a file of its own, which the start script links right after the inline part once the page has painted
 * (critical-css.ts). A stylesheet with url() references cannot move (they would resolve against the page):
 * it stays linked.
 */
export interface InlinedStylesheet {
  /** The element for the page's head: an inline style, or the link as it was. */
  tag: string;
  /** The rules left out of the inline style ('' when none, or when the stylesheet stays linked). */
  rest: string;
  /** The file to write for the rest, relative to the shell's build; null when there is no rest. */
  restFile: string | null;
  /** True when the stylesheet could not be inlined and stays a link. */
  linked: boolean;
}

export function inlineStylesheet(href: string, css: string, markup: string): InlinedStylesheet {
  if (css.includes('url(') || css.toLowerCase().includes('</style')) {
    return { tag: `<link rel="stylesheet" href="${href}">`, rest: '', restFile: null, linked: true };
  }
  const { critical, rest } = splitByMarkup(css, markup);
  const restFile = rest ? `${PRERENDER_DIR}/${hashedName('rest', rest, 'css')}` : null;
  const restLink = restFile ? ` ${REST_STYLESHEET_ATTRIBUTE}="/${restFile}"` : '';
  // data-href is how the CSS chunk loader recognises a stylesheet already on the page: without it the live
  // page would link the same CSS again, and the browser would restyle the whole page for nothing.
  const name = new URL(href).pathname.split('/').pop();
  return {
    tag: `<style data-nvx-css="${name}" data-href="${href}"${restLink}>${critical}</style>`,
    rest,
    restFile,
    linked: false,
  };
}
