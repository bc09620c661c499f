import { EARLY_TAP_GLOBAL, type EarlyTap } from '@novavox/contracts-site/prerendered-page/early-tap';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap } from './replay-early-tap';

type Holder = Window & { [EARLY_TAP_GLOBAL]?: EarlyTap };

function liveRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<header><button>Try AI Voice Call Now</button></header><main><button>Join Waitlist</button>' +
    '<dialog><button>Join Waitlist</button></dialog><button>Join Waitlist</button></main>';
  document.body.append(root);
  return root;
}

function tapped(text: string, nth: number, connected = false): EarlyTap {
  const button = document.createElement('button');
  button.textContent = text;
  if (connected) document.body.append(button);
  return { button, text, nth };
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Holder)[EARLY_TAP_GLOBAL];
});

describe('replayEarlyTap', () => {
  it('clicks the live button with the same text at the same place, outside dialogs, once', () => {
    const root = liveRoot();
    const [, first, inDialog, second] = Array.from(root.querySelectorAll('button'));
    const clicks = [first, inDialog, second].map((button) => {
      const click = vi.fn();
      button?.addEventListener('click', click);
      return click;
    });
    (window as Holder)[EARLY_TAP_GLOBAL] = tapped('Join Waitlist', 1);
    replayEarlyTap(root);
    replayEarlyTap(root);
    expect(clicks.map((click) => click.mock.calls.length)).toEqual([0, 0, 1]);
  });

  it('clicks the tapped button itself when the live page adopted it (hydration)', () => {
    const root = liveRoot();
    const [, first, , second] = Array.from(root.querySelectorAll('button'));
    const clicks = [first, second].map((button) => {
      const click = vi.fn();
      button?.addEventListener('click', click);
      return click;
    });
    (window as Holder)[EARLY_TAP_GLOBAL] = { button: second as Element, text: 'Join Waitlist', nth: 0 };
    replayEarlyTap(root);
    expect(clicks.map((click) => click.mock.calls.length)).toEqual([0, 1]);
  });

  it('does not click a tapped button that is no longer in the page, only its twin', () => {
    const root = liveRoot();
    const old = tapped('Try AI Voice Call Now', 0, true);
    const clickOld = vi.fn();
    old.button.addEventListener('click', clickOld);
    const clickLive = vi.fn();
    root.querySelector('header button')?.addEventListener('click', clickLive);
    (window as Holder)[EARLY_TAP_GLOBAL] = old;
    replayEarlyTap(root);
    expect([clickOld.mock.calls.length, clickLive.mock.calls.length]).toEqual([0, 1]);
  });

  it('does nothing without a tap, or when the live page has no such button', () => {
    const root = liveRoot();
    const click = vi.fn();
    root.addEventListener('click', click);
    replayEarlyTap(root);
    (window as Holder)[EARLY_TAP_GLOBAL] = tapped('Book a demo', 0);
    replayEarlyTap(root);
    expect(click).not.toHaveBeenCalled();
  });
});
