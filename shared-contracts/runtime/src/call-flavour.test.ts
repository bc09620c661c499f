import { describe, expect, it } from 'vitest';
import { callFlavourForPath, callTriggerLabel } from './call-flavour';

describe('callFlavourForPath', () => {
  it.each([
    ['/', 'default', false, 'Try AI Voice Call Now'],
    ['/care', 'wellness', false, 'Try Check-In Call'],
    ['/voicecare', 'wellness', true, 'Try Check-In Call'],
    ['/customer-insights', 'customer-insights', false, 'Customer Interview'],
    ['/novavox-family', 'default', false, 'Try AI Voice Call Now'],
  ])('%s is %s (voicecare %s) with trigger %s', (path, flavour, voicecare, label) => {
    const info = callFlavourForPath(path);
    expect(info).toEqual({ flavour, voicecare });
    expect(callTriggerLabel(info.flavour)).toBe(label);
  });
});
