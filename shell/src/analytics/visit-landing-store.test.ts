import { describe, expect, it } from 'vitest';
import { VISIT_LANDING_KEY, visitLanding } from './visit-landing-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
  };
}

describe('visitLanding', () => {
  it('takes the first page of the visit and keeps it for the later pages of the tab', () => {
    const storage = memoryStorage();
    expect(visitLanding({ pathname: '/pricing', search: '?utm_source=Newsletter' }, storage)).toEqual({
      landing_path: '/pricing',
      traffic_source: 'newsletter',
    });
    expect(visitLanding({ pathname: '/waitlist', search: '' }, storage)).toEqual({
      landing_path: '/pricing',
      traffic_source: 'newsletter',
    });
  });

  it('ignores what it cannot read, and works without storage', () => {
    const storage = memoryStorage({ [VISIT_LANDING_KEY]: '{"landing_path":3}' });
    expect(visitLanding({ pathname: '/', search: '' }, storage)).toEqual({
      landing_path: '/',
      traffic_source: 'direct',
    });
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(visitLanding({ pathname: '/a', search: '?source=x' }, refusing)).toEqual({
      landing_path: '/a',
      traffic_source: 'x',
    });
    expect(visitLanding({ pathname: '/b', search: '' }, undefined).landing_path).toBe('/b');
  });
});
