import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { escapeHtml } from '../mail/mail-text';

/**
 * The site's design tokens (shared-contracts/ui/src/design-tokens.css) the api's few HTML pages use, these and the
 * e-mail links' pages (signup/link-page.ts). The api may not import the UI package, so the values are repeated
 * here, once; html-page.test.ts fails when they drift apart.
 */
export const PAGE_TOKENS = {
  '--nvx-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--nvx-ink': '#1c2530',
  '--nvx-ink-muted': '#4a5563',
  '--nvx-surface': '#ffffff',
  '--nvx-surface-alt': '#f4f7f6',
  '--nvx-brand': '#0b6e4f',
  '--nvx-brand-strong': '#08543c',
  '--nvx-brand-soft': '#e3f2ec',
  '--nvx-danger': '#b42318',
  '--nvx-border': '#d5dde3',
  '--nvx-focus': '#1d4ed8',
  '--nvx-radius': '12px',
  '--nvx-shadow': '0 10px 30px rgb(28 37 48 / 12%)',
} as const;

const t = PAGE_TOKENS;

/** One stylesheet for every page, so one hash in the policy; readable from 390 px phones to desktops. */
const PAGE_STYLE = [
  `*,*::before,*::after{box-sizing:border-box}`,
  `body{margin:0;font-family:${t['--nvx-font']};color:${t['--nvx-ink']};background:${t['--nvx-surface-alt']};line-height:1.55}`,
  `main{max-width:34rem;margin:3rem auto;padding:2rem 1.5rem;background:${t['--nvx-surface']};border:1px solid ${t['--nvx-border']};border-radius:${t['--nvx-radius']};box-shadow:${t['--nvx-shadow']}}`,
  `main.wide{max-width:1120px}`,
  `.brand{margin:0 0 1.25rem;font-weight:700;letter-spacing:.02em;color:${t['--nvx-brand']}}`,
  `h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}`,
  `p{margin:0 0 1rem}.muted{color:${t['--nvx-ink-muted']}}`,
  `a{color:${t['--nvx-brand-strong']};text-underline-offset:.15em}`,
  `form{margin:1.5rem 0}`,
  `button{font:inherit;font-weight:600;min-height:44px;width:100%;padding:.7rem 1.5rem;border:0;border-radius:999px;background:${t['--nvx-brand']};color:${t['--nvx-surface']};cursor:pointer}`,
  `button:hover{background:${t['--nvx-brand-strong']}}`,
  `:focus-visible{outline:3px solid ${t['--nvx-focus']};outline-offset:2px}`,
  `.scroll{overflow-x:auto;margin:0 0 1rem}`,
  `table{border-collapse:collapse;width:100%;font-size:.95rem}`,
  `th,td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid ${t['--nvx-border']}}`,
  `th{background:${t['--nvx-surface-alt']};white-space:nowrap}`,
  `td{overflow-wrap:break-word;min-width:6rem}td.long{min-width:16rem}`,
  `pre{margin:0;white-space:pre-wrap;overflow-wrap:break-word;font:inherit}details pre{margin-top:.5rem}`,
  // Below 40 rem a table's rows become stacked cards, each cell under its column's name (the explicit ARIA roles in
  // the markup keep it a table for screen readers, which drop table semantics from re-displayed tables).
  `@media (max-width:40rem){table,tbody,tr,td{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}tr{padding:.75rem 0;border-bottom:1px solid ${t['--nvx-border']}}td{border:0;padding:.15rem 0;min-width:0}td.long{min-width:0}td[data-label]::before{content:attr(data-label);display:block;font-size:.85rem;font-weight:600;color:${t['--nvx-ink-muted']}}caption{display:block;text-align:left}}`,
  `@media (max-width:30rem){main{margin:0;min-height:100vh;border:0;border-radius:0;box-shadow:none;padding:1.5rem 1rem}}`,
].join('');
/** The SHA-256 a policy allows a page's one stylesheet by. */
export function styleHash(style: string): string {
  return createHash('sha256').update(style).digest('base64');
}
const STYLE_HASH = styleHash(PAGE_STYLE);

/**
 * The policy of every page the api shows (these, and the e-mail links' pages): no script at all, one stylesheet
 * by its hash, inline images only, forms posting only where `formAction` says (none by default; form-action also
 * covers where a form's answer redirects), no base, never framed.
 */
export function pageCsp(hash: string, formAction = "'none'"): string {
  return `default-src 'none'; style-src 'sha256-${hash}'; img-src data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

/** A page's form that posts to the api itself, whose answer redirects to the site (sign-in, e-mail links). */
export const postsToApiAndSite = (siteUrl: string): string => `'self' ${new URL(siteUrl).origin}`;

/** The policy of a page built by `htmlPage`. */
export function htmlPageCsp(formAction = "'none'"): string {
  return pageCsp(STYLE_HASH, formAction);
}

/**
 * The start of every api page up to its body: not for search engines, no icon request (the policy allows none),
 * the title escaped here, and the page's one hashed stylesheet (`style`, trusted).
 */
export function pageHead(title: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${style}</style></head>`;
}

/** A whole page; `body` is HTML the caller has escaped. `wide` for tables. */
export function htmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `${pageHead(title, PAGE_STYLE)}
<body><main${options.wide ? ' class="wide"' : ''}>
<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
${body}
</main></body></html>`;
}
