import { describe, expect, it, vi } from 'vitest';
import { submitLabel } from './call-copy';

vi.mock('@novavox/contracts-runtime/call-flavour', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-runtime/call-flavour')>()),
  // Reworded for the triggers, the dialog's submit must follow.
  CALL_SETTING_UP_LABEL: 'Getting your call ready...',
}));

describe('submitLabel while a call is set up', () => {
  it("reads the call triggers' setting-up label, wherever that is reworded", () => {
    expect(submitLabel('default', 'web', true)).toBe('Getting your call ready...');
    expect(submitLabel('wellness', 'phoneVapi', true)).toBe('Getting your call ready...');
  });
});
