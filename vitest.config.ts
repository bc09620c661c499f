import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared-contracts', 'shell', 'mf-marketing', 'mf-voice', 'mf-experiments', 'mf-legal', 'api'],
  },
});
