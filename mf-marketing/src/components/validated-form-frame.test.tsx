import type { FormParseResult } from '@novavox/contracts-api/forms';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormFieldSpecs } from '../lib/form-field-spec';
import type { FormSubmitOutcome } from '../lib/form-submit-outcome';
import { type FormParser, useValidatedForm } from '../lib/use-validated-form';
import { ValidatedFormFrame } from './validated-form-frame';

const defaults = { name: '', email: '', topic: '', story: '', news: true, nickname: '' };
type Values = typeof defaults;

/** Name and topic are required; nothing else is checked. */
const parse: FormParser<Values> = (input): FormParseResult<Values> => {
  const values = input as Values;
  const fields: Record<string, string> = {};
  if (!values.name.trim()) fields.name = 'Name is required';
  if (!values.topic) fields.topic = 'Pick a topic';
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value: values };
};

const fields = {
  name: { kind: 'text', label: 'Name', required: true },
  email: { kind: 'text', type: 'email', label: 'Email', hint: 'We reply here', wide: true },
  topic: {
    kind: 'select',
    label: 'Topic',
    placeholder: 'Choose one',
    options: [
      { value: 'calls', label: 'Daily calls' },
      { value: 'price', label: 'Price' },
    ],
  },
  story: { kind: 'textarea', label: 'Story', rows: 4 },
  news: { kind: 'checkbox', label: 'Send me news' },
  // One more field is one more entry: nothing else in the frame changes.
  nickname: { kind: 'text', label: 'Nickname' },
} satisfies FormFieldSpecs<keyof Values>;

function Form({ send }: { send: (values: Values) => Promise<FormSubmitOutcome> }) {
  const form = useValidatedForm({
    defaults,
    loadParser: async () => parse,
    afterSubmit: 'live',
    send,
    onSent: () => undefined,
  });
  return <ValidatedFormFrame label="Test form" form={form} fields={fields} submitLabel="Send" note="Fine print" />;
}

describe('ValidatedFormFrame', () => {
  it('draws every described field in order, each control named by its label', () => {
    render(<Form send={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Test form' });
    const controls = Array.from(form.querySelectorAll('input, select, textarea'));
    expect(controls.map((control) => control.getAttribute('name'))).toEqual([
      'name',
      'email',
      'topic',
      'story',
      'news',
      'nickname',
    ]);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We reply here');
    expect(screen.getByRole('textbox', { name: 'Story' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
    expect(
      within(screen.getByRole('combobox', { name: 'Topic' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', 'Daily calls', 'Price']);
    expect(screen.getByText('Fine print')).toBeInTheDocument();
  });

  it('ties each error to its control, the select too', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form send={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveAccessibleDescription('Pick a topic');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
  });

  it("reads 'Submitting...' while sending, then shows a refusal as the form's alert", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (outcome: FormSubmitOutcome) => void = () => {};
    const send = vi.fn(() => new Promise<FormSubmitOutcome>((resolve) => (answer = resolve)));
    render(<Form send={send} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Countess');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'price');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ ...defaults, name: 'Ada', topic: 'price', nickname: 'Countess' });
    answer({ ok: false, error: 'The server said no.', fields: {} });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server said no.');
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAccessibleDescription('The server said no.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
