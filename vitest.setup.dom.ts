import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A file may run in the node environment (`// @vitest-environment node`, e.g. to use esbuild), with no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
