import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './device-class';

/** Real User-Agent strings of each class (the browsers' own, as sent in 2025–2026). */
describe('deviceClassOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'phone'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Android 14; Tablet; rv:132.0) Gecko/132.0 Firefox/132.0', 'tablet'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'desktop'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 'desktop'],
  ])('%s is a %s', (userAgent, expected) => {
    expect(deviceClassOf(userAgent)).toBe(expected);
  });

  it('takes the mobile client hint over the User-Agent, and has no class without either', () => {
    expect(deviceClassOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0', '?1')).toBe('phone');
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile', '?0')).toBe('phone');
    expect(deviceClassOf(undefined)).toBe('unknown');
    expect(deviceClassOf('')).toBe('unknown');
  });
});
