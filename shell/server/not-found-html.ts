import { NOT_FOUND_HEAD } from '@novavox/contracts-site/routes';

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page both servers answer 404 with: the app's template (whose title is the home page's, for clients without
 * JavaScript) with the not-found screen's title and a noindex robots tag, so the served HTML already says what
 * the screen says before any script runs.
 */
export function notFoundHtml(templateHtml: string): string {
  const head = `<title>${NOT_FOUND_HEAD.title}</title><meta name="robots" content="noindex">`;
  return TITLE.test(templateHtml)
    ? templateHtml.replace(TITLE, head)
    : templateHtml.replace('</head>', `${head}</head>`);
}
