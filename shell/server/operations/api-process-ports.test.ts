import { describe, expect, it } from 'vitest';
import { apiProcessPorts, isFixedPort } from './api-process-ports';

describe('the api processes’ ports', () => {
  it('are 8797 and 8798 unless told', () => {
    expect(apiProcessPorts('--ports', undefined)).toEqual({ ports: [8797, 8798] });
    expect(apiProcessPorts('API_PROCESS_PORTS', '  ')).toEqual({ ports: [8797, 8798] });
  });

  it('reads a comma-separated list, spaces allowed', () => {
    expect(apiProcessPorts('--ports', '9001, 9002,9003')).toEqual({ ports: [9001, 9002, 9003] });
  });

  it('refuses a list with a port outside 1–65535 or an empty place, naming the setting', () => {
    expect(apiProcessPorts('--ports', '8797,0')).toEqual({
      problem: '--ports must list ports from 1 to 65535, comma-separated, not "8797,0".',
    });
    expect(apiProcessPorts('API_PROCESS_PORTS', '8797,65536')).toEqual({
      problem: 'API_PROCESS_PORTS must list ports from 1 to 65535, comma-separated, not "8797,65536".',
    });
    expect(apiProcessPorts('--ports', '8797,,8798')).toHaveProperty('problem');
    expect(apiProcessPorts('--ports', 'eighty')).toHaveProperty('problem');
  });

  it('takes a fixed port as a whole number from 1 to 65535', () => {
    expect([1, 80, 65535].map(isFixedPort)).toEqual([true, true, true]);
    expect([0, 65536, 80.5, Number.NaN].map(isFixedPort)).toEqual([false, false, false, false]);
  });
});
