import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { retype } from './retype';

type Refusal = readonly [label: string, message: string];
type Refusals = readonly Refusal[];

/**
 * After a refused submit: each labelled field is marked invalid and described by its message, after the field's
 * hint where it has one (requirements §5), and the message is announced (role alert), so a screen reader hears the
 * rule at the field it names.
 */
export function expectRefusedFields(field: (label: string) => HTMLElement, refusals: Refusals): void {
  for (const [label, message] of refusals) {
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escapeRegExp(message)}$`));
    expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
  }
}

/** Submits the form as it stands (empty) and expects `refusals`, as `expectRefusedFields` checks them. */
export async function expectEmptySubmitRefused(
  submit: () => Promise<void>,
  field: (label: string) => HTMLElement,
  refusals: readonly [Refusal, ...Refusal[]],
): Promise<void> {
  await submit();
  // The schema check loads on first use and validates asynchronously (a busy machine may take a moment):
  // wait for the first message before reading the rest.
  await screen.findByText(refusals[0][1], undefined, { timeout: 5_000 });
  expectRefusedFields(field, refusals);
}

/**
 * In a form filled validly, retypes the field labelled `label` with `value`, submits, and expects that one field
 * refused with `message`, as `expectRefusedFields` checks it.
 */
export async function expectValueRefused(
  { user, field, submit }: { user: UserEvent; field: (label: string) => HTMLElement; submit: () => Promise<void> },
  [label, value, message]: readonly [label: string, value: string, message: string],
): Promise<void> {
  await retype(user, field(label), value);
  await submit();
  await screen.findByText(message, undefined, { timeout: 5_000 });
  expectRefusedFields(field, [[label, message]]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
