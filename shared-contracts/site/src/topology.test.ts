import { describe, expect, it } from 'vitest';
import { LOCAL_HOST, portOffsetOfPage } from './topology';

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
