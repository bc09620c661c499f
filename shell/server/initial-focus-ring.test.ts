import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INITIAL_FOCUS_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/static-dialog';
import { describe, expect, it } from 'vitest';

describe('the initial focus ring', () => {
  it("is drawn by the design tokens on the control marked with the dialogs' initial-focus name", () => {
    const tokens = createRequire(import.meta.url).resolve('@novavox/contracts-ui/design-tokens.css');
    expect(readFileSync(tokens, 'utf8')).toContain(`[${INITIAL_FOCUS_ATTRIBUTE}]:focus`);
  });
});
