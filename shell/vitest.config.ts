import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'jsdom',
    setupFiles: ['../vitest.setup.dom.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'deploy/**/*.test.ts'],
  },
});
