import type { RuntimeConfig } from '@novavox/contracts-runtime';
import type { RemoteLocations } from '@novavox/contracts-site/remotes';
import type { InlineHashes } from './prerendered-start';

/**
 * The Content-Security-Policy and companion headers. Remote origins must be in script-src (the runtime
 * injects their entry and chunks) and in connect-src (it fetches their mf-manifest.json); their CSS,
 * images and audio come from their own origins too. Nothing needs 'unsafe-inline' or 'unsafe-eval'. No app
 * ships a font (the system's are used), so fonts fall under default-src.
 */
const VOICE_SCRIPT_ORIGINS = ['https://c.daily.co'];
const VOICE_CONNECT_ORIGINS = ['https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co', 'https://c.daily.co'];
const GA_SCRIPT_ORIGINS = ['https://*.googletagmanager.com'];
const GA_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export interface CspInputs {
  remotes: RemoteLocations | null;
  config: RuntimeConfig | null;
  /** Hash sources of a prerendered page's own inline scripts and styles. */
  inline?: InlineHashes;
}

export function contentSecurityPolicy({ remotes, config, inline }: CspInputs): string {
  const remoteOrigins = unique(Object.values(remotes ?? {}).map(originOf));
  const endpointOrigins = config ? unique(Object.values(config.endpoints).map(originOf)) : [];
  const voiceApi = config ? originOf(config.voice.apiBaseUrl) : null;
  const ga = Boolean(config?.analytics.gaMeasurementId);
  const posthogHost = config?.analytics.posthogKey ? originOf(config.analytics.posthogHost) : null;
  const posthogAssets = posthogHost
    ? posthogHost.replace('://us.i.', '://us-assets.i.').replace('://eu.i.', '://eu-assets.i.')
    : null;

  const scriptSrc = unique([
    "'self'",
    ...remoteOrigins,
    ...VOICE_SCRIPT_ORIGINS,
    ...(ga ? GA_SCRIPT_ORIGINS : []),
    posthogAssets,
    ...(inline?.scripts ?? []),
  ]);
  const connectSrc = unique([
    "'self'",
    ...remoteOrigins,
    ...endpointOrigins,
    voiceApi,
    ...VOICE_CONNECT_ORIGINS,
    ...(ga ? GA_CONNECT_ORIGINS : []),
    posthogHost,
    posthogAssets,
  ]);
  const assetSrc = unique(["'self'", ...remoteOrigins]);
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    `style-src ${[...assetSrc, ...(inline?.styles ?? [])].join(' ')}`,
    `img-src ${[...assetSrc, 'data:', ...(ga ? GA_CONNECT_ORIGINS : [])].join(' ')}`,
    `media-src ${[...assetSrc, 'blob:'].join(' ')}`,
    `connect-src ${connectSrc.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // 'self': the dashboard previews new copy in frames of the site's own pages (docs/copy-experiments.md).
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
    // same-origin would sever the scheduling popup from the page that opened it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** Directives a policy in a page's <meta> cannot carry (CSP Level 3); they stay in the header. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/**
 * A page's policy for our Node server: the directives a <meta> can carry go into the page, the rest into the
 * header; the browser enforces both. HTTP/1.1 sends headers uncompressed, and the page's policy (the remote
 * origins, four times, and the hashes of its inline code) was 1.1 KB of a response that must fit the first
 * round trip; in the page brotli makes it about 0.35 KB (docs/performance.md). nginx keeps the whole header.
 */
export function policyInPage(html: string, csp: string): { html: string; header: string } | null {
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (!charset) return null;
  const directives = csp.split(';').map((directive) => directive.trim());
  const headerOnly = (directive: string) => HEADER_ONLY_DIRECTIVES.has(directive.split(' ')[0] ?? '');
  const content = directives
    .filter((directive) => directive && !headerOnly(directive))
    .join('; ')
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;');
  // Right after the charset, before any style or script: a <meta> policy governs only what follows it.
  const at = charset.index + charset[0].length;
  return {
    html: `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(at)}`,
    header: directives.filter(headerOnly).join('; '),
  };
}
