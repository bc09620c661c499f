import type { FormParseResult } from '@novavox/contracts-api/forms';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FormSubmitOutcome, NETWORK_ERROR_FALLBACK } from './form-submit-outcome';
import { type FormParser, useValidatedForm } from './use-validated-form';

interface Values {
  name: string;
  code: string;
  news: boolean;
}

/** Name is required; code must be three digits. */
const parse: FormParser<Values> = (input): FormParseResult<Values> => {
  const values = input as Values;
  const fields: Record<string, string> = {};
  if (!values.name.trim()) fields.name = 'Name is required';
  if (!/^\d{3}$/.test(values.code)) fields.code = 'Code must be three digits';
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value: values };
};

const accepted = async (): Promise<FormSubmitOutcome> => ({ ok: true, id: '1' });

function Form(props: {
  afterSubmit: 'live' | 'clear-on-edit';
  loadParser?: () => Promise<FormParser<Values>>;
  send?: (values: Values) => Promise<FormSubmitOutcome>;
  onSent?: (values: Values) => void;
}) {
  const form = useValidatedForm({
    defaults: { name: '', code: '', news: true },
    loadParser: props.loadParser ?? (async () => parse),
    afterSubmit: props.afterSubmit,
    send: props.send ?? accepted,
    onSent: props.onSent ?? (() => undefined),
  });
  return (
    <form onSubmit={form.onSubmit} onFocus={form.onFocus} aria-label="Test form">
      <label>
        Name <input {...form.field('name')} aria-invalid={form.errors.name ? true : undefined} />
      </label>
      {form.errors.name && <p role="alert">{form.errors.name}</p>}
      <label>
        Code <input {...form.field('code')} />
      </label>
      {form.errors.code && <p role="alert">{form.errors.code}</p>}
      {form.formError && <p role="alert">{form.formError}</p>}
      <label>
        News <input type="checkbox" {...form.field('news')} />
      </label>
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
    </form>
  );
}

const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Types values that pass: a name and a three-digit code. */
async function typeValidValues(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Code'), '123');
}

/** The form, submitted once with nothing typed: every field has its message. */
async function submittedEmpty(afterSubmit: 'live' | 'clear-on-edit') {
  const user = userEvent.setup();
  render(<Form afterSubmit={afterSubmit} />);
  await user.click(sendButton());
  return user;
}

/** The live form with a `send` that accepts, and valid values typed in it. */
async function validFormTyped() {
  const user = userEvent.setup();
  const send = vi.fn(accepted);
  render(<Form afterSubmit="live" send={send} />);
  await typeValidValues(user);
  return { user, send };
}

describe('useValidatedForm', () => {
  it('checks the values on submit, shows each field’s message and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const send = vi.fn(accepted);
    render(<Form afterSubmit="live" send={send} />);
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(sendButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Code must be three digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the typed values, checkbox included, once they pass', async () => {
    const { user, send } = await validFormTyped();
    await user.click(screen.getByLabelText('News'));
    await user.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Ada', code: '123', news: false }));
  });

  it('sends once when the form is submitted twice before it re-renders', async () => {
    const { send } = await validFormTyped();
    const form = screen.getByRole('form', { name: 'Test form' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('live: after a failed submit each edit re-checks that field only', async () => {
    const user = await submittedEmpty('live');
    await screen.findByText('Name is required');
    await user.type(screen.getByLabelText('Code'), '1');
    expect(screen.getByText('Code must be three digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '23');
    expect(screen.queryByText('Code must be three digits')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('clear-on-edit: an edited field’s message goes away and comes back only on the next submit', async () => {
    const user = await submittedEmpty('clear-on-edit');
    await screen.findByText('Code must be three digits');
    await user.type(screen.getByLabelText('Code'), '1');
    expect(screen.queryByText('Code must be three digits')).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText('Code must be three digits')).toBeInTheDocument();
  });

  it('loads the check when the form is first focused, once', async () => {
    const user = userEvent.setup();
    const loadParser = vi.fn(async () => parse);
    render(<Form afterSubmit="live" loadParser={loadParser} />);
    expect(loadParser).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Name'));
    await waitFor(() => expect(loadParser).toHaveBeenCalledTimes(1));
    await user.click(sendButton());
    await screen.findByText('Name is required');
    expect(loadParser).toHaveBeenCalledTimes(1);
  });

  it('reports a check that cannot be loaded and sends nothing; the next submit tries again', async () => {
    const user = userEvent.setup();
    const send = vi.fn(accepted);
    let online = false;
    const loadParser = async () => {
      if (!online) throw new Error('offline');
      return parse;
    };
    render(<Form afterSubmit="live" loadParser={loadParser} send={send} />);
    await typeValidValues(user);
    await user.click(sendButton());
    expect(await screen.findByText(NETWORK_ERROR_FALLBACK)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    online = true;
    await user.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it("shows a refusal's field messages and message, keeping what was typed; an accepted send resets the form", async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    const send = vi
      .fn<(values: Values) => Promise<FormSubmitOutcome>>()
      .mockResolvedValueOnce({ ok: false, error: 'Please correct the highlighted fields.', fields: { code: 'Taken' } })
      .mockResolvedValueOnce({ ok: true, id: '2' });
    render(<Form afterSubmit="live" send={send} onSent={onSent} />);
    await typeValidValues(user);
    await user.click(sendButton());
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(onSent).not.toHaveBeenCalled();

    await user.click(sendButton());
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ name: 'Ada', code: '123', news: true }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('reset brings back the defaults and clears the messages', async () => {
    const user = userEvent.setup();
    render(<Form afterSubmit="live" />);
    await user.type(screen.getByLabelText('Code'), '9');
    await user.click(screen.getByLabelText('News'));
    await user.click(sendButton());
    await screen.findByText('Name is required');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.getByLabelText('News')).toBeChecked();
  });
});
