import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address';

describe('addressGroup: the client as the rate limits count it', () => {
  it.each([
    // Written out by hand from RFC 4291's text forms: the first four groups are the /64.
    ['2001:db8:85a3:1234:5678:8a2e:370:7334', '2001:db8:85a3:1234::/64'],
    ['2001:0DB8:85A3:1234:ffff:ffff:ffff:ffff', '2001:db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['[2001:db8:1:2::5]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
    // IPv4, plain or mapped into IPv6, stays one address.
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:198.51.100.1', '198.51.100.1'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it('puts two addresses of one /64 together and the next /64 apart', () => {
    expect(addressGroup('2001:db8:aa:bb::1')).toBe(addressGroup('2001:db8:aa:bb:ffff:1:2:3'));
    expect(addressGroup('2001:db8:aa:bb::1')).not.toBe(addressGroup('2001:db8:aa:bc::1'));
  });
});
