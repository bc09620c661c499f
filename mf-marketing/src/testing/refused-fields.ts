import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * After a refused submit: each labelled field is marked invalid and described by its message, after the field's
 * hint where it has one (requirements §5), and the message is announced (role alert), so a screen reader hears the
 * rule at the field it names.
 */
export function expectRefusedFields(
  field: (label: string) => HTMLElement,
  refusals: readonly (readonly [label: string, message: string])[],
): void {
  for (const [label, message] of refusals) {
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escapeRegExp(message)}$`));
    expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
