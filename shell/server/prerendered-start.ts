import { createHash } from 'node:crypto';
import { EARLY_TAP_GLOBAL } from '../src/start/replay-early-tap';

/**
 * How a prerendered page starts its JavaScript. The page paints from its HTML and inline CSS alone; only
 * then does a small inline script ask, in parallel, for everything the live page needs (the shell's
 * scripts, the runtime files, each remote's manifest, container and chunks, as seen when the page was
 * rendered) and run the shell's entry. On a slow phone the first paint does not share the network with
 * scripts, and the scripts do not arrive one after another in a waterfall.
 */
export interface StartPlan {
  /** The shell's entry script, run once everything is asked for. */
  entry: string;
  /** The shell's own chunks and shared packages, and its runtime files (/remotes.json, /config.json). */
  scripts: string[];
  fetches: string[];
  /**
   * Each remote's manifest, then its container and chunks once the manifest has arrived with a 2xx status
   * (where the browser reports it): a failed preload would otherwise be reused when the visitor presses
   * Retry after an outage.
   */
  remotes: { manifest: string; scripts: string[] }[];
}

export const START_PLAN_ID = 'nvx-start';

// Runs once the first frame is on screen (or after a second, in a tab that does not paint), or at once when
// the visitor taps a button first. That tap would otherwise be lost: a prerendered button has no handler yet.
// It stops keeping taps once the live page marks the document (data-nvx-ready): React answers them from then.
const START_SCRIPT = `(function(){var d=document,p=JSON.parse(d.getElementById('${START_PLAN_ID}').textContent),started=false;function tap(e){var b=e.target&&e.target.closest&&e.target.closest('#root button');if(d.documentElement.dataset.nvxReady){d.removeEventListener('click',tap,true);return}if(!b||b.disabled)return;var same=Array.prototype.filter.call(d.querySelectorAll('#root button'),function(x){return x.textContent===b.textContent});window.${EARLY_TAP_GLOBAL}={button:b,text:b.textContent,nth:same.indexOf(b)};start()}d.addEventListener('click',tap,true);function hint(h,as){var l=d.createElement('link');l.rel='preload';l.as=as;if(as==='fetch')l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l);return l}function scripts(list){list.forEach(function(h){hint(h,'script')})}function start(){if(started)return;started=true;p.fetches.forEach(function(h){hint(h,'fetch')});p.remotes.forEach(function(r){hint(r.manifest,'fetch').onload=function(){var t=performance.getEntriesByName(r.manifest).pop();if(t&&t.responseStatus>=200&&t.responseStatus<300)scripts(r.scripts)}});scripts(p.scripts);var s=d.createElement('script');s.src=p.entry;d.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})();`;

/** JSON inside a script data block: "</" must not end the block early. */
function dataBlockJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('</', '<\\/');
}

export function startMarkup(plan: StartPlan): string {
  return `<script type="application/json" id="${START_PLAN_ID}">${dataBlockJson(plan)}</script><script>${START_SCRIPT}</script>`;
}

/** The CSP source that allows one inline element with exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of the inline scripts and styles of a page (data blocks are not scripts and need none). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export function inlineHashes(html: string): InlineHashes {
  const scripts = Array.from(
    html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  );
  const styles = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g));
  return {
    scripts: [...new Set(scripts.map((match) => cspHash(match[1] ?? '')))],
    styles: [...new Set(styles.map((match) => cspHash(match[1] ?? '')))],
  };
}
