// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { launcherMetrics } from './launcher-state';

describe('the launcher metrics file', () => {
  it('is one Prometheus counter line per process', () => {
    const text = launcherMetrics({
      pid: 1,
      apiDist: '/srv/api/dist',
      processes: [
        { name: 'api:8797', port: 8797, pid: 10, restarts: 2 },
        { name: 'nginx', port: null, pid: 11, restarts: 0 },
      ],
    });
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      'novavox_launcher_process_restarts_total{process="api:8797"} 2',
      'novavox_launcher_process_restarts_total{process="nginx"} 0',
      '',
    ]);
  });
});
