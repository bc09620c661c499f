// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyInPage } from './security-headers';

const remotes = {
  mf_marketing: 'http://127.0.0.1:3001/mf-manifest.json',
  mf_voice: 'http://127.0.0.1:3002/mf-manifest.json',
  mf_experiments: 'http://127.0.0.1:3003/mf-manifest.json',
  mf_legal: 'http://127.0.0.1:3004/mf-manifest.json',
};
const csp = contentSecurityPolicy({
  remotes,
  config: null,
  inline: { scripts: ["'sha256-abc+/='"], styles: ["'sha256-def='"] },
});
const page = '<!doctype html><html><head><meta charset="utf-8" /><style>a{}</style></head><body></body></html>';

describe('policyInPage', () => {
  it('puts every directive a <meta> can carry first in the head, and keeps frame-ancestors in the header', () => {
    const served = policyInPage(page, csp);
    expect(served?.header).toBe("frame-ancestors 'self'");
    const meta = /<meta charset="utf-8" \/><meta http-equiv="Content-Security-Policy" content="([^"]*)"><style>/.exec(
      served?.html ?? '',
    );
    const inPage = meta?.[1] ?? '';
    expect(inPage).not.toContain('frame-ancestors');
    // Together they are the whole policy, directive by directive.
    expect(new Set([...inPage.split('; '), served?.header])).toEqual(new Set(csp.split('; ')));
    expect(inPage).toContain("script-src 'self' http://127.0.0.1:3001");
    expect(inPage).toContain("'sha256-abc+/='");
    expect(inPage).toContain("style-src 'self' http://127.0.0.1:3001");
  });

  it('escapes what would end the attribute', () => {
    const served = policyInPage(page, `default-src 'self'; connect-src https://a.example/?x="1"&y=2`);
    expect(served?.html).toContain('connect-src https://a.example/?x=&quot;1&quot;&amp;y=2"');
  });

  it('leaves a page without the charset declaration to the header alone', () => {
    expect(policyInPage('<html><head></head></html>', csp)).toBeNull();
  });

  it('has no font-src: no app ships a font, so default-src covers fonts', () => {
    expect(csp).not.toContain('font-src');
    expect(csp).toContain("default-src 'self'");
  });
});
