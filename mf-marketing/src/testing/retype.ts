import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a form field holds with `value`, as a person clearing it and typing would. */
export async function retype(user: UserEvent, input: HTMLElement, value: string): Promise<void> {
  await user.clear(input);
  await user.type(input, value);
}
