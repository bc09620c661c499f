import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts-experiments',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
