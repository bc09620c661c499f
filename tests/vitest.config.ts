import { defineProject } from 'vitest/config';

// Unit tests of the bench's and the specs' own helpers; the specs themselves (*.spec.ts) are Playwright's.
export default defineProject({
  test: {
    include: ['bench/**/*.test.ts', 'support/**/*.test.ts'],
  },
});
