import { describe, expect, it } from 'vitest';
import { heapFigures, metricValue, residentBytes, slope } from './process-memory';

describe('the soak reads memory figures', () => {
  it('takes VmRSS from /proc/<pid>/status, in bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  300000 kB\nVmRSS:\t  112640 kB\nRssAnon:\t 90000 kB\n';
    // 112,640 kB × 1,024 = 115,343,360 bytes.
    expect(residentBytes(status)).toBe(115_343_360);
    expect(() => residentBytes('Name:\tnode\n')).toThrow(/VmRSS/);
  });

  it('takes unlabelled samples from Prometheus text, not a longer name sharing the prefix', () => {
    const text = [
      '# HELP novavox_api_nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.',
      '# TYPE novavox_api_nodejs_heap_size_used_bytes gauge',
      'novavox_api_nodejs_heap_size_used_bytes_extra 1',
      'novavox_api_nodejs_heap_size_used_bytes 41877512',
      'novavox_api_nodejs_heap_size_total_bytes 6.5e+7',
      'novavox_api_nodejs_heap_space_size_used_bytes{space="new"} 123',
    ].join('\n');
    expect(heapFigures(text)).toEqual({ heapUsed: 41_877_512, heapTotal: 65_000_000, external: null });
    expect(metricValue(text, 'novavox_api_nodejs_heap_space_size_used_bytes')).toBeNull();
  });

  it('fits the least-squares trend of a curve: 2 MB a minute plus what the noise tilts', () => {
    // y = 100 MB + 2 MB/min, the odd points 1 MB above and the even ones 1 MB below.
    const points = Array.from({ length: 10 }, (_, i) => ({
      x: i * 60,
      y: 100e6 + i * 2e6 + (i % 2 === 0 ? -1e6 : 1e6),
    }));
    // Hand-computed: the noise adds Σ(x−x̄)(±1e6) = 60·5·1e6 = 3e8 over Σ(x−x̄)² = 3600·82.5 = 297,000 per second,
    // so 2,000,000 + 60,606.06 bytes a minute.
    expect(slope(points) * 60).toBeCloseTo(2_060_606.06, 1);
    expect(slope([{ x: 0, y: 1 }])).toBeNaN();
  });
});
