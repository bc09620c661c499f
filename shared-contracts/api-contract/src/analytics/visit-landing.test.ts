import { describe, expect, it } from 'vitest';
import { trafficSourceOf, visitLandingOf } from './visit-landing';

describe('a visit’s landing', () => {
  it.each([
    ['?utm_source=Newsletter&utm_medium=email', 'newsletter'],
    ['utm_source=linkedin&source=waitlist-page', 'linkedin'],
    ['?source=Partner', 'partner'],
    ['?utm_source=%20&source=ads', 'ads'],
    ['', 'direct'],
    ['?utm_medium=email', 'direct'],
    [`?utm_source=${'x'.repeat(80)}`, 'x'.repeat(64)],
  ])('%s comes from %s', (search, expected) => {
    expect(trafficSourceOf(search)).toBe(expected);
  });

  it('is the page the visit started on', () => {
    expect(visitLandingOf({ pathname: '/pricing', search: '?utm_source=ads' })).toEqual({
      landing_path: '/pricing',
      traffic_source: 'ads',
    });
    expect(visitLandingOf({ pathname: '', search: '' })).toEqual({ landing_path: '/', traffic_source: 'direct' });
  });
});
