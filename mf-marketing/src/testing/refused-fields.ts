import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { FormUnderTest } from './form-under-test';
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

/**
 * Submits the form as it stands (empty) and expects `refusals`, as `expectRefusedFields` checks them, and nothing
 * sent to the form's endpoint.
 */
export async function expectEmptySubmitRefused(
  { field, submit, received }: Pick<FormUnderTest, 'field' | 'submit' | 'received'>,
  refusals: readonly [Refusal, ...Refusal[]],
): Promise<void> {
  await submit();
  // The schema check loads on first use and validates asynchronously (a busy machine may take a moment):
  // wait for the first message before reading the rest.
  await screen.findByText(refusals[0][1], undefined, { timeout: 5_000 });
  expectRefusedFields(field, refusals);
  expect(received).toEqual([]);
}

/**
 * In a form filled validly, retypes the field labelled `label` with `value`, submits, and expects that one field
 * refused with `message`, as `expectRefusedFields` checks it, and nothing sent to the form's endpoint.
 */
export async function expectValueRefused(
  { user, field, submit, received }: FormUnderTest,
  [label, value, message]: readonly [label: string, value: string, message: string],
): Promise<void> {
  await retype(user, field(label), value);
  await submit();
  await screen.findByText(message, undefined, { timeout: 5_000 });
  expectRefusedFields(field, [[label, message]]);
  expect(received).toEqual([]);
}

/** One test a row: in a form `setup` renders and `fillValid` fills validly, `expectValueRefused` for the row. */
export function itRefusesEachValue(
  rows: readonly (readonly [label: string, value: string, message: string])[],
  {
    setup,
    fillValid,
  }: {
    setup: () => FormUnderTest;
    fillValid: (user: UserEvent, field: FormUnderTest['field']) => Promise<void>;
  },
): void {
  it.each(rows)('rejects %s "%s" with "%s"', async (label, value, message) => {
    const form = setup();
    await fillValid(form.user, form.field);
    await expectValueRefused(form, [label, value, message]);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
