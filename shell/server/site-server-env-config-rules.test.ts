// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { siteServerEnvProblems } from './site-server-env';

vi.mock('@novavox/contracts-site/runtime-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-site/runtime-config')>()),
  // Changed for /config.json (which the pages check), the server's check of the variables must follow.
  contactEmailProblem: (value: unknown) => (value === 'team@novavox.ai' ? null : 'must be our team address'),
  remoteLoadTimeoutProblem: (value: unknown) => (value === 250 ? null : 'must be 250'),
}));

describe("siteServerEnvProblems, for the variables /config.json's rules cover", () => {
  it('checks them by the rules the pages check the config by', () => {
    expect(
      siteServerEnvProblems({ PUBLIC_CONTACT_EMAIL: 'team@novavox.ai', PUBLIC_REMOTE_LOAD_TIMEOUT_MS: '250' }),
    ).toEqual([]);
    expect(
      siteServerEnvProblems({ PUBLIC_CONTACT_EMAIL: 'hello@novavox.ai', PUBLIC_REMOTE_LOAD_TIMEOUT_MS: '4000' }),
    ).toEqual([
      'PUBLIC_CONTACT_EMAIL must be our team address (got "hello@novavox.ai")',
      'PUBLIC_REMOTE_LOAD_TIMEOUT_MS must be 250 (got "4000")',
    ]);
  });
});
