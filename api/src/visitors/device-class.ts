import type { DeviceClass } from '@novavox/contracts-api/experiment-segments';

/**
 * The device class of a request, for the segments (docs/analytics-and-experiments.md, "Segments"), from what every
 * browser sends: `Sec-CH-UA-Mobile: ?1` (Chromium's client hint) or a User-Agent with "Mobi" is a phone, the way
 * MDN recommends detecting one; an iPad, or an Android or other tablet without "Mobi", is a tablet; any other
 * User-Agent is a desktop; none at all is unknown. iPadOS Safari asks for desktop pages and says it is a Mac: it
 * counts as a desktop, which the docs say.
 */
export function deviceClassOf(userAgent: string | undefined, mobileHint?: string): DeviceClass {
  if (mobileHint?.trim() === '?1') return 'phone';
  if (!userAgent) return 'unknown';
  if (TABLET.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod/.test(userAgent)) return 'phone';
  if (/Android/.test(userAgent)) return 'tablet';
  return 'desktop';
}

/** Tablets that say so; "Mobi" is checked after, so an Android phone is not taken for one. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle/;
