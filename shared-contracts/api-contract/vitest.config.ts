import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts-api-contract',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
