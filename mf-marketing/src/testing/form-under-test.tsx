import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { type RenderMarketingOptions, renderMarketing } from './render-marketing';

/** A rendered marketing form, as its tests drive it. */
export interface FormUnderTest {
  user: UserEvent;
  /** The control whose label contains `label` ('Phone' finds 'Phone (optional)'). */
  field: (label: string) => HTMLElement;
  /** Clicks the form's submit button. */
  submit: () => Promise<void>;
  /** The bodies the form's endpoint received (recordingFormEndpoint's). */
  received: readonly unknown[];
}

export interface RenderFormOptions extends RenderMarketingOptions {
  /** The name of the form's submit button. */
  submitName: string;
  received: readonly unknown[];
}

/** Renders `ui` as the shell does, for a test to fill, submit and read. */
export function renderForm(ui: ReactElement, { submitName, received, ...options }: RenderFormOptions): FormUnderTest {
  const user = userEvent.setup({ delay: null });
  renderMarketing(ui, options);
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  const submit = () => user.click(screen.getByRole('button', { name: submitName }));
  return { user, field, submit, received };
}

/** Types each value into the field with its label, in order, as a visitor filling the form would. */
export async function typeFields(
  user: UserEvent,
  field: FormUnderTest['field'],
  values: readonly (readonly [label: string, value: string])[],
): Promise<void> {
  for (const [label, value] of values) await user.type(field(label), value);
}
