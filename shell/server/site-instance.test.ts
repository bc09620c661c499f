import { describe, expect, it } from 'vitest';
import { siteInstanceHeaders } from './site-instance';

describe("the site's instance headers", () => {
  it('name the start, and the configuration when there is one', () => {
    expect(siteInstanceHeaders('i-1')).toEqual({ 'X-Site-Instance': 'i-1' });
    expect(siteInstanceHeaders('i-1', 'g-7')).toEqual({ 'X-Site-Instance': 'i-1', 'X-Site-Generation': 'g-7' });
  });
});
