import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts-site',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
