import { describe, expect, it } from 'vitest';
import { allowedOrigin, cacheControlFor, isFilePath } from './edge-rules';

describe('cacheControlFor', () => {
  it('caches a content-named file for good only when the answer is the file', () => {
    for (const status of [200, 206, 304])
      expect(cacheControlFor('/static/js/index.a92edc780b.js', status)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/prerendered/rest.60F71FFD80B8.CSS', 200)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/static/js/index.a92edc780b.js', 404)).toBe('no-cache');
  });

  it('revalidates everything else: short or no hashes, pages, runtime files', () => {
    for (const path of ['/static/js/index.a92edc7.js', '/mf-manifest.json', '/', '/signup', '/a.b0c1d2e3f4/x'])
      expect(cacheControlFor(path, 200)).toBe('no-cache');
  });
});

describe('isFilePath', () => {
  it('takes a path whose last segment has a dot for a file, any other for a possible page', () => {
    for (const path of ['/robots.txt', '/static/js/a.js', '/a.b-c', '/v1.'] as const)
      expect(isFilePath(path)).toBe(true);
    for (const path of ['/', '/signup', '/v1.2/terms', '/legal/'] as const) expect(isFilePath(path)).toBe(false);
  });
});

describe('allowedOrigin', () => {
  it('answers an allowed origin with itself, any origin with * when * is allowed, and others with nothing', () => {
    const allowed = ['https://novavox.example', 'http://localhost:3000'];
    expect(allowedOrigin('https://novavox.example', allowed)).toBe('https://novavox.example');
    expect(allowedOrigin('https://evil.example', allowed)).toBeNull();
    expect(allowedOrigin(undefined, allowed)).toBeNull();
    expect(allowedOrigin('https://evil.example', ['*'])).toBe('*');
  });
});
