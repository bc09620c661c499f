import { createHash } from 'node:crypto';
import { DOCUMENT_READY_DATASET_KEY, EARLY_TAP_GLOBAL } from '@novavox/contracts-site/prerendered-page/early-tap';
import {
  REST_LINK_ATTRIBUTE,
  REST_STYLESHEET_ATTRIBUTE,
} from '@novavox/contracts-site/prerendered-page/rest-stylesheets';
import {
  INITIAL_FOCUS_ATTRIBUTE,
  LAYER_HISTORY_KEY,
  STATIC_CLOSE_ATTRIBUTE,
  STATIC_COVERING_ATTRIBUTE,
  STATIC_LAYER,
  type StaticDialogPlan,
} from '@novavox/contracts-site/prerendered-page/static-dialog';
import { dataBlockJson } from './page-islands';

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
  /** The dialogs the page's buttons open, saved by the prerender to show on a tap before the live page. */
  dialogs?: StaticDialogPlan[];
  /** The web app manifest, linked when the start runs rather than fetched beside the first paint. */
  manifest?: string;
}

export const START_PLAN_ID = 'nvx-start';

// Runs once the page's largest paint has been reported (two frames on where the browser does not report it), or after
// a second in a tab that does not paint, or at once when the visitor taps a button first. One frame was not enough:
// the requests could start before the largest paint, and Lighthouse's simulation then made that paint wait for all of
// them. A tap would otherwise be lost: a prerendered button has no handler yet. It stops keeping taps once the live
// page marks the document (data-nvx-ready): React answers them from then. A tap on a button whose dialog the
// prerender saved (plan.dialogs) shows that dialog's markup at once in a modal <dialog>; Escape and its close buttons
// close it (and forget the tap), and the live page takes it over (src/start/take-over-static-dialog.ts). Where the
// page holds the dialog in a <template> at the end of its body (plan.dialogs[].template: the same markup, the CSS
// rules it uses in a <style>), that is taken instead and nothing is asked for: on a slow network the file's round
// trip after the largest paint made a first tap wait 190-370 ms (docs/performance.md). The files stay for a tap
// before the template has been parsed: then the dialog's file and its stylesheet are asked for at once, at high
// priority and side by side (the stylesheet preloaded), and without a template they are asked for first when the
// start runs (after the largest paint), the same way: asked for later or lower, on a slow network they queue behind
// the live page's scripts for the few connections a browser opens per origin, and a tap in the first second waited
// 0.6-0.9 s for them. They are a few KB: the scripts start a round trip later at most. The stylesheet applies from
// the tap on (media="print" until then); the dialog is ready once it has loaded, so it never shows unstyled. A dialog
// tapped before its file has arrived shows when it arrives, its stylesheet applied at once. Once a dialog's file and
// stylesheet have arrived (or its template is taken), the script lays its markup out once, unseen, when the page is
// idle (in a hidden element's shadow root, so its stylesheet touches nothing else): the first layout of its text asks
// the browser process for each new font size and weight, which took 25-400 ms of a tap on a loaded 4× slower phone,
// and is now done before the tap. Its submit buttons are disabled (as on the prerendered page's forms), which also
// stops Enter from submitting natively. Like the live dialogs (docs/architecture.md, "Dialogs and history"), it
// pushes one history entry for the same URL, marked, while shown (after the frame that shows it: pushState waits on
// the browser process, 2-20 ms of the tap on a loaded machine): Back onto the entry below closes it and the page
// stays; closed by its own buttons or Escape it takes the entry back (a dialog shown while that is in flight pushes
// once it has landed). The live dialog that takes it over adopts that entry (src/app/dialog-history.ts).
// After those, the start links the rest of each inline stylesheet right after it (src/start/rest-stylesheets.ts),
// then the web app manifest, which nothing needs before (Chromium fetches it as soon as it meets the link).
const START_SCRIPT = `(function(){var d=document,w=window,p=JSON.parse(d.getElementById('${START_PLAN_ID}').textContent),g=p.dialogs||[],started=false,h=w.history,cur=null,bk=0;function mk(){var s=h.state;return!!s&&s.${LAYER_HISTORY_KEY}==='${STATIC_LAYER}'}function push(){h.pushState(Object.assign({},h.state,{${LAYER_HISTORY_KEY}:'${STATIC_LAYER}'}),'',location.href)}function pop(){if(bk){bk=0;if(cur&&cur.open&&cur.isConnected)push();return}if(cur&&cur.open&&cur.isConnected&&!cur.hasAttribute('${STATIC_COVERING_ATTRIBUTE}')&&!mk()){cur.b=1;cur.close()}}function tap(e){var b=e.target&&e.target.closest&&e.target.closest('#root button');if(d.documentElement.dataset.${DOCUMENT_READY_DATASET_KEY}){d.removeEventListener('click',tap,true);return}if(!b||b.disabled)return;var all=d.querySelectorAll('#root button'),same=Array.prototype.filter.call(all,function(x){return x.textContent===b.textContent}),k=w.${EARLY_TAP_GLOBAL}={button:b,text:b.textContent,nth:same.indexOf(b)},i=Array.prototype.indexOf.call(all,b);g.forEach(function(x){if(x.at.indexOf(i)>=0){x.t=k;x.m?show(x):get(x)}});start()}d.addEventListener('click',tap,true);function load(){g.forEach(function(x){get(x);if(x.css&&!x.p&&!x.h)x.p=hint(x.css,'style')})}function get(x){var u=!!x.t;if(x.m)return;if(x.l){if(u)x.l.media='all';return}if(x.f)return;var e=x.template&&d.getElementById(x.template);if(e&&e.content){x.f=1;use(x,e);return}x.f=fetch(x.href,{priority:'high'}).then(function(r){return r.ok?r.text():''}).then(function(t){var m=d.createElement('template');m.innerHTML=t;use(x,m)},function(){})}function use(x,m){if(x.h)return;x.h=1;var l=x.l=m.content.querySelector('link,style'),k=l&&l.tagName==='LINK';function ready(){x.m=m.content.querySelector('dialog');if(x.m&&x.t)show(x);else if(x.m)(w.requestIdleCallback||setTimeout)(function(){warm(x)})}if(l){l.media=x.t?'all':'print';if(k)l.onload=ready;d.head.appendChild(l)}if(!k)ready()}function show(x){var k=x.t,o=x.m.cloneNode(true);x.t=null;if(w.${EARLY_TAP_GLOBAL}!==k||k.dialog)return;if(x.l)x.l.media='all';k.dialog=o;o.addEventListener('click',function(e){if(e.target.closest('[${STATIC_CLOSE_ATTRIBUTE}]'))o.close()});o.addEventListener('focusout',function(e){e.target.removeAttribute('${INITIAL_FOCUS_ATTRIBUTE}')});o.addEventListener('close',function(){if(o.hasAttribute('${STATIC_COVERING_ATTRIBUTE}'))return;if(w.${EARLY_TAP_GLOBAL}===k)delete w.${EARLY_TAP_GLOBAL};o.remove();if(!o.b&&mk()){bk=1;h.back()}});d.body.appendChild(o);if(!cur)w.addEventListener('popstate',pop);cur=o;o.showModal();requestAnimationFrame(function(){setTimeout(function(){if(cur===o&&o.open&&!bk&&!mk())push()},0)});(o.querySelector('[${INITIAL_FOCUS_ATTRIBUTE}]')||o).focus()}function warm(x){if(x.k||cur)return;x.k=1;var l=x.l,h=d.createElement('div'),r=h.attachShadow({mode:'open'}),c=x.m.cloneNode(true),s;function done(){h.offsetHeight;h.remove()}h.setAttribute('aria-hidden','true');h.style.cssText='position:fixed;top:0;left:0;right:0;height:0;overflow:hidden;visibility:hidden;pointer-events:none';c.setAttribute('open','');if(l&&l.tagName==='LINK'){s=d.createElement('link');s.rel='stylesheet';s.href=l.getAttribute('href');s.onload=s.onerror=done}else if(l){s=l.cloneNode(true);s.media='all'}if(s)r.appendChild(s);r.appendChild(c);d.body.appendChild(h);if(!s||s.tagName!=='LINK')done()}function hint(h,as){var l=d.createElement('link');l.rel='preload';l.as=as;if(as==='fetch')l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l);return l}function scripts(list){list.forEach(function(h){hint(h,'script')})}function start(){if(started)return;started=true;load();Array.prototype.forEach.call(d.querySelectorAll('style[${REST_STYLESHEET_ATTRIBUTE}]'),function(c){var l=d.createElement('link');l.rel='stylesheet';l.href=c.getAttribute('${REST_STYLESHEET_ATTRIBUTE}');l.setAttribute('${REST_LINK_ATTRIBUTE}','');c.after(l)});if(p.manifest){var m=d.createElement('link');m.rel='manifest';m.href=p.manifest;d.head.appendChild(m)}p.fetches.forEach(function(h){hint(h,'fetch')});p.remotes.forEach(function(r){hint(r.manifest,'fetch').onload=function(){var t=performance.getEntriesByName(r.manifest).pop();if(t&&t.responseStatus>=200&&t.responseStatus<300)scripts(r.scripts)}});scripts(p.scripts);var s=d.createElement('script');s.src=p.entry;d.head.appendChild(s)}var P=w.PerformanceObserver,o;if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0){o=new P(function(){o.disconnect();setTimeout(start,0)});o.observe({type:'largest-contentful-paint',buffered:true})}else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});setTimeout(start,1000)})();`;

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
