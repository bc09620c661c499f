import { describe, expect, it } from 'vitest';
import { localRemoteLocations, parseRemoteLocations } from './remotes';

describe('parseRemoteLocations', () => {
  it('accepts the local defaults', () => {
    expect(parseRemoteLocations(localRemoteLocations())).toEqual({ ok: true, value: localRemoteLocations() });
  });

  it('names missing, malformed and unknown remotes', () => {
    const { mf_voice: _dropped, ...rest } = localRemoteLocations();
    const result = parseRemoteLocations({ ...rest, mf_legal: 'ftp://x', mf_extra: 'http://x' });
    expect(result).toEqual({
      ok: false,
      problems: [
        '"mf_voice" is missing',
        '"mf_legal" must be an absolute http(s) URL',
        '"mf_extra" is not a known remote',
      ],
    });
  });

  it('rejects an array', () => {
    expect(parseRemoteLocations(['x']).ok).toBe(false);
  });
});
