import { describe, expect, it } from 'vitest';
import { LOCAL_HOST, portOffsetFrom, portOffsetOfPage } from './topology';

describe('portOffsetOfPage', () => {
  it('reads the offset a standalone page was served with from its own port', () => {
    expect(portOffsetOfPage('mf_experiments', { hostname: LOCAL_HOST, port: '3003' })).toBe(0);
    expect(portOffsetOfPage('mf_experiments', { hostname: LOCAL_HOST, port: '3903' })).toBe(900);
    expect(portOffsetOfPage('mf_voice', { hostname: LOCAL_HOST, port: '3102' })).toBe(100);
  });

  it('means no offset for another host, a default port or a port below the service’s own', () => {
    expect(portOffsetOfPage('mf_legal', { hostname: 'novavox.example', port: '3904' })).toBe(0);
    expect(portOffsetOfPage('mf_legal', { hostname: LOCAL_HOST, port: '' })).toBe(0);
    expect(portOffsetOfPage('mf_legal', { hostname: LOCAL_HOST, port: '3000' })).toBe(0);
  });
});

describe('portOffsetFrom', () => {
  it('reads NOVAVOX_PORT_OFFSET, unset or blank being 0, and names it when it is not a usable offset', () => {
    expect(portOffsetFrom({})).toBe(0);
    expect(portOffsetFrom({ NOVAVOX_PORT_OFFSET: ' ' })).toBe(0);
    expect(portOffsetFrom({ NOVAVOX_PORT_OFFSET: '300' })).toBe(300);
    // 65535 - 8787 (the api, the highest local port) - 100 (the api processes behind nginx at +10…).
    expect(portOffsetFrom({ NOVAVOX_PORT_OFFSET: '56648' })).toBe(56648);
    for (const bad of ['x', '1.5', '-1', '56649', '1e3'])
      expect(() => portOffsetFrom({ NOVAVOX_PORT_OFFSET: bad })).toThrow(
        `NOVAVOX_PORT_OFFSET must be a whole number from 0 to 56648 (got "${bad}")`,
      );
  });
});
