import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shared-contracts',
      'shell',
      'mf-marketing',
      'mf-voice',
      'mf-experiments',
      'mf-legal',
      'api',
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
