/**
 * A page's whole Content-Security-Policy as the browser enforces it: the header's directives and those of the
 * <meta> our Node server puts first in the head (shell/server/security-headers.ts, policyInPage).
 */
export function pagePolicy(headers: Record<string, string>, html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const inPage = meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return [headers['content-security-policy'] ?? '', inPage].filter(Boolean).join('; ');
}
