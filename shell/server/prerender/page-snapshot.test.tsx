import { DISABLED_UNTIL_LIVE_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/disabled-until-live';
import { act, Suspense, useId } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotInPage } from './page-snapshot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/**
 * Renders on the client into #root, as the live page does, and commits twice: #root keeps the root fiber React
 * started with, which is the current tree again after an even number of commits (a live page commits many times).
 */
function render(element: React.ReactNode): void {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  act(() => root?.render(element));
}

function Greeting({ name }: { name: string }) {
  return (
    <main>
      <Suspense fallback={<p>Loading</p>}>
        <h1>Hello {name}!</h1>
        <p>
          {'Calls '}
          {'daily'}
        </p>
      </Suspense>
      <span>{3} calls</span>
    </main>
  );
}

function SignUp() {
  const id = useId();
  return (
    <form>
      <label htmlFor={id} style={{ color: 'red' }}>
        Email
      </label>
      <input id={id} aria-describedby={`${id} hint`} />
      <button type="submit">Join</button>
      <button type="button">Web call</button>
      <button type="submit" disabled>
        Sent
      </button>
      <dialog open>Live dialog</dialog>
    </form>
  );
}

describe('snapshotInPage', () => {
  it("carries the markers React's server markup has, so the live page can hydrate it", () => {
    // The reference: React's own server renderer (Suspense boundaries, a comment between adjacent texts).
    const serverMarkup = renderToString(<Greeting name="Ada" />);
    expect(serverMarkup).toContain('<!--$-->');
    render(<Greeting name="Ada" />);
    expect(snapshotInPage().body).toBe(serverMarkup);
  });

  it('leaves out dialogs and style attributes, renames useId ids and disables submitting until the live page', () => {
    render(<SignUp />);
    const form = document.createElement('div');
    form.innerHTML = snapshotInPage().body;
    const input = form.querySelector('input');
    expect(input?.id).toMatch(/^_p_[0-9a-z]+_$/);
    expect(form.querySelector('label')?.getAttribute('for')).toBe(input?.id);
    expect(input?.getAttribute('aria-describedby')).toBe(`${input?.id} hint`);
    expect(form.innerHTML).not.toContain('_r_');
    expect(form.querySelector('[style]')).toBeNull();
    expect(form.querySelector('dialog')).toBeNull();
    const marked = Array.from(
      form.querySelectorAll(`[${DISABLED_UNTIL_LIVE_ATTRIBUTE}]`),
      (button) => button.textContent,
    );
    // Only the submit button that was enabled: the live page enables exactly those again.
    expect(marked).toEqual(['Join']);
    expect(form.querySelector('button[type="button"]')?.hasAttribute('disabled')).toBe(false);
  });

  it("takes the route's head tags and each stylesheet once", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width">',
      '<title>Sign up</title><meta name="description" content="Join">',
      '<meta property="og:title" content="Sign up"><link rel="canonical" href="/signup">',
      '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css">',
    ].join('');
    render(<p>Hi</p>);
    const snapshot = snapshotInPage();
    expect(snapshot.head).toEqual([
      '<title>Sign up</title>',
      '<meta name="description" content="Join">',
      '<meta property="og:title" content="Sign up">',
      '<link rel="canonical" href="/signup">',
    ]);
    expect(snapshot.stylesheets).toEqual([`${location.origin}/a.css`, `${location.origin}/b.css`]);
  });
});
