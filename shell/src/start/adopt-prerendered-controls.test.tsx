import { DISABLED_UNTIL_LIVE_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/disabled-until-live';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { announceValuesTypedBeforeLive, enablePrerenderedSubmits } from './adopt-prerendered-controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SignUp({ seen }: { seen: Record<string, unknown> }) {
  const [name, setName] = useState('');
  const [updates, setUpdates] = useState(false);
  const [interest, setInterest] = useState('');
  seen.name = name;
  seen.updates = updates;
  seen.interest = interest;
  return (
    <form aria-label="Sign-up">
      <input name="firstName" value={name} onChange={(event) => setName(event.target.value)} />
      <input name="updates" type="checkbox" checked={updates} onChange={(event) => setUpdates(event.target.checked)} />
      <select name="interest" value={interest} onChange={(event) => setInterest(event.target.value)}>
        <option value="">Choose one</option>
        <option value="Myself">Myself</option>
      </select>
      <button type="submit">Join</button>
    </form>
  );
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

function prerendered(seen: Record<string, unknown>): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUp seen={seen} />);
  const submit = container.querySelector('button');
  submit?.setAttribute('disabled', '');
  submit?.setAttribute(DISABLED_UNTIL_LIVE_ATTRIBUTE, '');
  document.body.append(container);
  return container;
}

describe('after hydration', () => {
  it('gives the live form state what the visitor changed before React listened, caret kept', () => {
    const seen: Record<string, unknown> = {};
    const container = prerendered(seen);
    const name = container.querySelector<HTMLInputElement>('input[name="firstName"]') as HTMLInputElement;
    const updates = container.querySelector<HTMLInputElement>('input[name="updates"]') as HTMLInputElement;
    const interest = container.querySelector('select') as HTMLSelectElement;
    name.value = 'Ada';
    name.focus();
    name.setSelectionRange(1, 1);
    updates.checked = true;
    interest.value = 'Myself';
    act(() => {
      root = hydrateRoot(container, <SignUp seen={seen} />);
    });
    expect(seen).toEqual({ name: '', updates: false, interest: '' });
    act(() => announceValuesTypedBeforeLive(container));
    expect(seen).toEqual({ name: 'Ada', updates: true, interest: 'Myself' });
    expect([name.value, updates.checked, interest.value]).toEqual(['Ada', true, 'Myself']);
    expect(document.activeElement).toBe(name);
    expect(name.selectionStart).toBe(1);
  });

  it('leaves untouched fields alone', () => {
    const seen: Record<string, unknown> = {};
    const container = prerendered(seen);
    act(() => {
      root = hydrateRoot(container, <SignUp seen={seen} />);
    });
    act(() => announceValuesTypedBeforeLive(container));
    expect(seen).toEqual({ name: '', updates: false, interest: '' });
  });

  it('enables the submit buttons the prerender disabled, and only those', () => {
    const container = document.createElement('div');
    container.innerHTML = `<button ${DISABLED_UNTIL_LIVE_ATTRIBUTE} disabled>Join</button><button disabled>Sending…</button>`;
    enablePrerenderedSubmits(container);
    expect(Array.from(container.querySelectorAll('button'), (button) => button.disabled)).toEqual([false, true]);
    expect(container.querySelector(`[${DISABLED_UNTIL_LIVE_ATTRIBUTE}]`)).toBeNull();
  });
});
