import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // every contracts package
      'shared-contracts/*',
      'shell',
      // every remote (shared-contracts/site/src/remote-registry.ts): a new one is tested without an entry here
      'mf-*',
      'api',
      // the helpers of the bench and of the e2e specs (tests/vitest.config.ts; the specs are Playwright's)
      'tests',
      // The same api suite again, on a throwaway PostgreSQL cluster (Debian's postgresql package).
      {
        extends: './api/vitest.config.ts',
        test: {
          name: 'api-postgres',
          root: './api',
          globalSetup: ['./src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
