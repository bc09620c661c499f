import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOverPrerenderedInput } from './carry-over-prerendered-input';

const PRERENDERED = `
  <form aria-label="Waitlist sign-up">
    <input name="firstName" value="">
    <input name="email" type="email" value="">
    <select name="interest"><option value="">Choose one</option><option value="Myself">Myself</option></select>
    <input name="receiveUpdates" type="checkbox" checked>
    <button type="submit" disabled>Join</button>
  </form>
  <form aria-label="Contact form"><input name="firstName" value=""></form>`;

function LiveForms({ onName }: { onName?: (value: string) => void }) {
  const [contactName, setContactName] = useState('');
  return (
    <>
      <form aria-label="Waitlist sign-up">
        <input name="firstName" defaultValue="" />
        <input name="email" type="email" defaultValue="" />
        <select name="interest" defaultValue="">
          <option value="">Choose one</option>
          <option value="Myself">Myself</option>
        </select>
        <input name="receiveUpdates" type="checkbox" defaultChecked />
        <button type="submit">Join</button>
      </form>
      <form aria-label="Contact form">
        <input
          name="firstName"
          value={contactName}
          onChange={(event) => {
            setContactName(event.target.value);
            onName?.(event.target.value);
          }}
        />
      </form>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function prerenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = PRERENDERED;
  document.body.append(container);
  return container;
}

const field = (container: HTMLElement, form: string, name: string) =>
  container.querySelector<HTMLInputElement>(`form[aria-label="${form}"] [name="${name}"]`) as HTMLInputElement;

async function goLive(container: HTMLElement, onName?: (value: string) => void): Promise<void> {
  await act(async () => {
    root = createRoot(container);
    root.render(<LiveForms onName={onName} />);
  });
  // The carry-over runs in the mutation observer's microtask after the commit.
  await act(async () => {
    await Promise.resolve();
  });
}

describe('carryOverPrerenderedInput', () => {
  it('gives the live fields what the visitor typed, chose and unticked in the prerendered ones', async () => {
    const container = prerenderedPage();
    carryOverPrerenderedInput(container);
    field(container, 'Waitlist sign-up', 'firstName').value = 'Ada';
    field(container, 'Waitlist sign-up', 'email').value = 'ada@example.com';
    (field(container, 'Waitlist sign-up', 'interest') as unknown as HTMLSelectElement).value = 'Myself';
    field(container, 'Waitlist sign-up', 'receiveUpdates').checked = false;
    const onName = vi.fn();
    field(container, 'Contact form', 'firstName').value = 'Grace';

    await goLive(container, onName);

    expect(field(container, 'Waitlist sign-up', 'firstName').value).toBe('Ada');
    expect(field(container, 'Waitlist sign-up', 'email').value).toBe('ada@example.com');
    expect((field(container, 'Waitlist sign-up', 'interest') as unknown as HTMLSelectElement).value).toBe('Myself');
    expect(field(container, 'Waitlist sign-up', 'receiveUpdates').checked).toBe(false);
    // A controlled field hears the value as a change, so React's state holds it too.
    expect(field(container, 'Contact form', 'firstName').value).toBe('Grace');
    expect(onName).toHaveBeenCalledWith('Grace');
  });

  it('puts the focus and the caret back in the field the visitor was typing in', async () => {
    const container = prerenderedPage();
    const typing = field(container, 'Waitlist sign-up', 'firstName');
    typing.focus();
    carryOverPrerenderedInput(container);
    typing.value = 'Lovelace';
    typing.setSelectionRange(3, 3);

    await goLive(container);

    const live = field(container, 'Waitlist sign-up', 'firstName');
    expect(live).not.toBe(typing);
    expect(live).toHaveFocus();
    expect(live.selectionStart).toBe(3);
  });

  it('leaves untouched fields and the focus alone', async () => {
    const container = prerenderedPage();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    field(container, 'Contact form', 'firstName').focus();
    carryOverPrerenderedInput(container);
    elsewhere.focus();

    await goLive(container);

    expect(field(container, 'Waitlist sign-up', 'firstName').value).toBe('');
    expect(field(container, 'Waitlist sign-up', 'receiveUpdates').checked).toBe(true);
    expect(elsewhere).toHaveFocus();
  });

  it('does not bring the caret back to a field the visitor left by tapping the page', async () => {
    const container = prerenderedPage();
    carryOverPrerenderedInput(container);
    const typing = field(container, 'Waitlist sign-up', 'firstName');
    typing.focus();
    typing.value = 'Ada';
    typing.blur();
    await Promise.resolve();

    await goLive(container);

    expect(field(container, 'Waitlist sign-up', 'firstName').value).toBe('Ada');
    expect(document.activeElement).toBe(document.body);
  });

  it('stops when asked before the live page arrives', async () => {
    const container = prerenderedPage();
    const stop = carryOverPrerenderedInput(container);
    field(container, 'Waitlist sign-up', 'firstName').value = 'Ada';
    stop();

    await goLive(container);

    expect(field(container, 'Waitlist sign-up', 'firstName').value).toBe('');
  });
});
