import { BRAND_MARK_SVG, PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { PAGE_TOKENS, pageCsp, pageHead, postsToApiAndSite, styleHash } from '../http/html-page';
import { escapeHtml } from '../mail/mail-text';

/**
 * The page an e-mail's link opens: it says what the button will do, and only the button's POST does it (mail
 * scanners and link checkers follow links with GET and HEAD). It carries the site's brand, the mark and name in
 * the site's colours (its design tokens, PAGE_TOKENS in http/html-page.ts, as the api's other pages use them),
 * since people reach it from an e-mail and should see at once whose page it is. Self-contained: one hashed style,
 * the mark inline, nothing else loaded.
 */
export interface LinkPageContent {
  /** The document's title and the page's heading. */
  title: string;
  heading: string;
  paragraphs: readonly string[];
  /** Where the button posts, with the link's token in a hidden field. */
  action: string;
  token: string;
  button: string;
  /** `danger` for what cannot be undone (deletion), else the brand's green. */
  tone: 'brand' | 'danger';
  /** The way out that changes nothing. */
  leave: { href: string; label: string };
}

const t = PAGE_TOKENS;

const PAGE_STYLE =
  `body{margin:0;font-family:${t['--nvx-font']};color:${t['--nvx-ink']};line-height:1.55;background:${t['--nvx-brand-soft']}}` +
  `header{display:flex;align-items:center;gap:.6rem;max-width:34rem;margin:0 auto;padding:1.5rem 1.25rem .5rem;font-weight:700;font-size:1.25rem;color:${t['--nvx-brand-strong']}}` +
  `main{max-width:34rem;margin:0 auto 3rem;padding:1.5rem 1.75rem;background:${t['--nvx-surface']};border:1px solid ${t['--nvx-border']};border-radius:${t['--nvx-radius']}}` +
  `h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}p{color:${t['--nvx-ink-muted']}}` +
  `button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border-radius:999px;border:0;color:${t['--nvx-surface']};cursor:pointer;min-height:44px}` +
  `.brand{background:${t['--nvx-brand']}}.brand:hover{background:${t['--nvx-brand-strong']}}` +
  `.danger{background:${t['--nvx-danger']}}` +
  `a{color:${t['--nvx-brand-strong']};font-weight:600}` +
  `:focus-visible{outline:3px solid ${t['--nvx-focus']};outline-offset:3px}`;
const STYLE_HASH = styleHash(PAGE_STYLE);

/** The site's mark (its favicon's drawing), decorative next to the name: no title, hidden from assistive tech. */
const MARK = BRAND_MARK_SVG.replace(/<title>.*?<\/title>/, '').replace(
  '<svg ',
  '<svg width="32" height="32" aria-hidden="true" focusable="false" ',
);

export function linkPage(content: LinkPageContent, siteUrl: string): { html: string; csp: string } {
  const paragraphs = content.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const html = `${pageHead(content.title, PAGE_STYLE)}
<body>
<header>${MARK}<span>${escapeHtml(PRODUCT_NAME)}</span></header>
<main>
<h1>${escapeHtml(content.heading)}</h1>
${paragraphs}
<form method="post" action="${escapeHtml(content.action)}">
<input type="hidden" name="token" value="${escapeHtml(content.token)}">
<button type="submit" class="${content.tone}">${escapeHtml(content.button)}</button>
</form>
<p><a href="${escapeHtml(content.leave.href)}">${escapeHtml(content.leave.label)}</a></p>
</main></body></html>`;
  // The form's answer redirects to the site's status page.
  return { html, csp: pageCsp(STYLE_HASH, postsToApiAndSite(siteUrl)) };
}
