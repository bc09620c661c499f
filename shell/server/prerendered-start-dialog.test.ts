import { EARLY_TAP_GLOBAL, type EarlyTap } from '@novavox/contracts-site/prerendered-page/early-tap';
import { LAYER_HISTORY_KEY, STATIC_LAYER } from '@novavox/contracts-site/prerendered-page/static-dialog';
import { STATIC_CALL_DIALOG, stubDialogMethods } from '@novavox/contracts-site/prerendered-page/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StartPlan, startMarkup } from './prerendered-start';

type Holder = Window & { [EARLY_TAP_GLOBAL]?: EarlyTap };

const DIALOG_FILE = '/prerendered/dialog.0123456789ab.html';
const DIALOG_CSS = '/prerendered/dialog.fedcba987654.css';
const TEMPLATE_ID = 'nvx-dialog-0';
const plan: StartPlan = {
  entry: '/static/js/index.abc.js',
  scripts: [],
  fetches: [],
  remotes: [],
  dialogs: [{ href: DIALOG_FILE, css: DIALOG_CSS, at: [0, 2] }],
};

beforeAll(stubDialogMethods);

afterEach(async () => {
  // The script stops listening once the live page marks the document and a click comes.
  document.documentElement.dataset.nvxReady = 'true';
  document.body.click();
  delete document.documentElement.dataset.nvxReady;
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as Holder)[EARLY_TAP_GLOBAL];
  // A closed dialog's history.back() lands a task later; a dialog left open leaves its entry: back to the page's.
  await new Promise((settled) => setTimeout(settled, 10));
  while (window.history.state?.[LAYER_HISTORY_KEY] !== undefined) await landing(() => window.history.back());
});

/** The dialog's CSS as the page's own template holds it (a rule the test can see applied). */
const INLINE_CSS = 'dialog[data-nvx-static-dialog] h2{letter-spacing:3px}';

/**
 * Runs the start script on a page with three prerendered buttons, the first and third opening the call dialog;
 * `inline`: the page also holds that dialog in a <template> at the end of its body, as the prerender writes it.
 */
function runStart({ inline = false } = {}) {
  let answer: (text: string) => void = () => undefined;
  const arrived = new Promise<string>((resolve) => {
    answer = resolve;
  });
  const fetchMock = vi.fn(() => Promise.resolve({ ok: true, text: () => arrived }));
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const markup = startMarkup(
    inline ? { ...plan, dialogs: plan.dialogs?.map((dialog) => ({ ...dialog, template: TEMPLATE_ID })) } : plan,
  );
  const template = inline
    ? `<template id="${TEMPLATE_ID}"><style>${INLINE_CSS}</style>${STATIC_CALL_DIALOG}</template>`
    : '';
  document.body.innerHTML = `<div id="root"><button>Try AI Voice Call Now</button><button>Join Waitlist</button><button>Try AI Voice Call Now</button></div>${markup.slice(0, markup.lastIndexOf('<script>'))}${template}`;
  const code = markup.slice(markup.lastIndexOf('<script>') + '<script>'.length, -'</script>'.length);
  // The page's timers, frames and network are the test's own: parameters shadow the globals.
  new Function('fetch', 'requestAnimationFrame', 'setTimeout', code)(
    fetchMock,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => {
      if (delay === 0) timers.push(callback);
    },
  );
  // The frames it waits for (two, where the browser does not report the largest paint), then its timers.
  const paint = () => {
    while (frames.length > 0) for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0)) timer();
  };
  const fragment = () =>
    answer(`<link rel="stylesheet" href="/prerendered/dialog.fedcba987654.css">${STATIC_CALL_DIALOG}`);
  const deliver = async () => {
    fragment();
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull());
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
  };
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('#root button'));
  return { fetchMock, paint, deliver, buttons, answer: fragment };
}

function staticDialog(): HTMLDialogElement | null {
  return document.querySelector('dialog[data-nvx-static-dialog]');
}

/** The start run with its first frame painted and the dialog's file delivered: what a tap after load meets. */
async function paintedAndDelivered() {
  const start = runStart();
  start.paint();
  await start.deliver();
  return start;
}

describe('the start script with static dialogs', () => {
  it('asks for the dialog file and its stylesheet first after the first frame, side by side, the stylesheet unapplied', async () => {
    const { fetchMock, paint, deliver } = runStart();
    expect(fetchMock).not.toHaveBeenCalled();
    paint();
    expect(fetchMock).toHaveBeenCalledWith(DIALOG_FILE, { priority: 'high' });
    // Before anything else the start asks for (the entry script here), so they get the first connections.
    const asked = Array.from(document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script'));
    expect(asked[0]).toMatchObject({ rel: 'preload', as: 'style' });
    expect(asked[0]?.getAttribute('href')).toBe(DIALOG_CSS);
    expect(asked.at(-1)?.getAttribute('src')).toBe(plan.entry);
    await deliver();
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe(DIALOG_CSS);
    // Applied on a tap.
    expect(link?.getAttribute('media')).toBe('print');
    expect(staticDialog()).toBeNull();
  });

  it('shows the dialog at once on a tap of its button, modal, with focus inside, and keeps it with the tap', async () => {
    const { buttons } = await paintedAndDelivered();
    buttons[2]?.click();
    const dialog = staticDialog();
    expect(dialog).toHaveAttribute('open');
    expect(document.activeElement).toBe(dialog?.querySelector('input[value="web"]'));
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('media')).toBe('all');
    expect((window as Holder)[EARLY_TAP_GLOBAL]).toMatchObject({ button: buttons[2], nth: 1, dialog });
  });

  it('is not ready before its stylesheet has loaded, so it never shows unstyled', async () => {
    const { paint, buttons, answer } = runStart();
    paint();
    answer();
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull());
    buttons[0]?.click();
    expect(staticDialog()).toBeNull();
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    expect(staticDialog()).toHaveAttribute('open');
  });

  it('shows the dialog when its file arrives after the tap, and only for the buttons that open it', async () => {
    const { deliver, buttons, fetchMock } = runStart();
    buttons[1]?.click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await deliver();
    expect(staticDialog()).toBeNull();
    buttons[0]?.click();
    expect(staticDialog()).toHaveAttribute('open');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches a dialog tapped before the start at high priority, its stylesheet applied at once', async () => {
    const { deliver, buttons, fetchMock } = runStart();
    buttons[2]?.click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(DIALOG_FILE, { priority: 'high' });
    await vi.waitFor(() => expect(document.querySelector('dialog[data-nvx-static-dialog]')).toBeNull());
    await deliver();
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('media')).toBe('all');
    expect(staticDialog()).toHaveAttribute('open');
  });

  it('does not ask again for a dialog tapped while its file is on its way, and shows it once', async () => {
    const { deliver, paint, buttons, fetchMock } = runStart();
    paint();
    buttons[0]?.click();
    buttons[2]?.click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await deliver();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('media')).toBe('all');
    expect(document.querySelectorAll('dialog[data-nvx-static-dialog]')).toHaveLength(1);
    expect(staticDialog()).toHaveAttribute('open');
  });

  it('does not show it once the live page has answered the tap', async () => {
    const { deliver, buttons } = runStart();
    buttons[0]?.click();
    delete (window as Holder)[EARLY_TAP_GLOBAL];
    await deliver();
    expect(staticDialog()).toBeNull();
  });

  it('closes on its close button or Escape, forgets the tap and stays closed', async () => {
    const { buttons } = await paintedAndDelivered();
    buttons[0]?.click();
    staticDialog()?.querySelector<HTMLButtonElement>('[data-nvx-static-close]')?.click();
    await vi.waitFor(() => expect(staticDialog()).toBeNull());
    expect((window as Holder)[EARLY_TAP_GLOBAL]).toBeUndefined();

    buttons[0]?.click();
    const again = staticDialog();
    expect(again).toHaveAttribute('open');
    // Escape: the browser's cancel event closes a modal dialog.
    again?.close();
    await vi.waitFor(() => expect(staticDialog()).toBeNull());
    expect((window as Holder)[EARLY_TAP_GLOBAL]).toBeUndefined();
  });

  it('lays the dialog out once when the page is idle, unseen, its stylesheet kept in a shadow root', async () => {
    const idle = idleCallbacks();
    try {
      const { paint, deliver, buttons } = runStart();
      paint();
      await deliver();
      expect(idle.queued).toHaveLength(1);
      idle.run();
      // A hidden element whose shadow root holds the dialog, open, and its stylesheet: its text is laid out (new
      // font sizes and weights resolved) before any tap, and the stylesheet applies to nothing else.
      const host = document.body.lastElementChild as HTMLElement;
      expect(host.getAttribute('aria-hidden')).toBe('true');
      expect(host.style.visibility).toBe('hidden');
      expect(host.shadowRoot?.querySelector('dialog[open] h2')?.textContent).toBe('Voice Assistant Demo');
      expect(host.shadowRoot?.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(DIALOG_CSS);
      expect(document.querySelector('dialog[open]')).toBeNull();
      expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('media')).toBe('print');
      // Gone once laid out with its stylesheet.
      host.shadowRoot?.querySelector('link')?.dispatchEvent(new Event('load'));
      expect(host.isConnected).toBe(false);
      // The tap then shows the page's own dialog, as before.
      buttons[0]?.click();
      expect(staticDialog()).toHaveAttribute('open');
    } finally {
      idle.restore();
    }
  });

  it('does not lay out a dialog a tap already shows', async () => {
    const idle = idleCallbacks();
    try {
      const { paint, deliver, buttons } = runStart();
      paint();
      buttons[0]?.click();
      await deliver();
      expect(staticDialog()).toHaveAttribute('open');
      idle.run();
      expect(document.querySelectorAll('body > div[aria-hidden]')).toHaveLength(0);
    } finally {
      idle.restore();
    }
  });

  it('pushes no entry for a dialog closed before the frame that showed it', async () => {
    const { paint, deliver, buttons } = runStart();
    paint();
    await deliver();
    buttons[0]?.click();
    staticDialog()?.querySelector<HTMLButtonElement>('[data-nvx-static-close]')?.click();
    paint();
    await vi.waitFor(() => expect(staticDialog()).toBeNull());
    expect(window.history.state?.[LAYER_HISTORY_KEY]).toBeUndefined();
  });

  it('has one history entry while shown: Back closes it and forgets the tap, its close button takes the entry back', async () => {
    const { buttons, paint } = await paintedAndDelivered();
    const href = window.location.href;
    buttons[0]?.click();
    // Pushed after the frame that shows it, not in the tap's own task.
    expect(window.history.state?.[LAYER_HISTORY_KEY]).toBeUndefined();
    paint();
    expect(window.history.state).toMatchObject({ [LAYER_HISTORY_KEY]: STATIC_LAYER });
    expect(window.location.href).toBe(href);

    await landing(() => window.history.back());
    await vi.waitFor(() => expect(staticDialog()).toBeNull());
    expect((window as Holder)[EARLY_TAP_GLOBAL]).toBeUndefined();
    expect(window.history.state?.[LAYER_HISTORY_KEY]).toBeUndefined();

    // Reopened (a new entry replaces the one Back left), then closed by its own close button.
    buttons[0]?.click();
    paint();
    expect(window.history.state).toMatchObject({ [LAYER_HISTORY_KEY]: STATIC_LAYER });
    const back = landing(() => staticDialog()?.querySelector<HTMLButtonElement>('[data-nvx-static-close]')?.click());
    await back;
    expect(staticDialog()).toBeNull();
    expect(window.history.state?.[LAYER_HISTORY_KEY]).toBeUndefined();
  });
});

describe('the start script with a static dialog inlined in the page', () => {
  it('shows the dialog on a tap before the start with no request, its inline stylesheet applied', () => {
    const { buttons, fetchMock } = runStart({ inline: true });
    buttons[2]?.click();
    const dialog = staticDialog();
    expect(dialog).toHaveAttribute('open');
    expect(fetchMock).not.toHaveBeenCalled();
    const style = document.head.querySelector('style');
    expect(style?.textContent).toBe(INLINE_CSS);
    expect(style?.getAttribute('media')).toBe('all');
    expect(getComputedStyle(dialog?.querySelector('h2') as Element).letterSpacing).toBe('3px');
    expect(document.activeElement).toBe(dialog?.querySelector('input[value="web"]'));
    expect((window as Holder)[EARLY_TAP_GLOBAL]).toMatchObject({ button: buttons[2], nth: 1, dialog });
  });

  it('takes the dialog from the page when the start runs, its stylesheet unapplied until a tap, nothing preloaded', () => {
    const { paint, buttons, fetchMock } = runStart({ inline: true });
    paint();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector(`link[href="${DIALOG_CSS}"]`)).toBeNull();
    expect(document.head.querySelector('style')?.getAttribute('media')).toBe('print');
    expect(staticDialog()).toBeNull();
    buttons[0]?.click();
    expect(staticDialog()).toHaveAttribute('open');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.querySelector('style')?.getAttribute('media')).toBe('all');
  });

  it('lays the inlined dialog out once when idle, with a copy of its style in the shadow root', () => {
    const idle = idleCallbacks();
    try {
      const { paint, buttons } = runStart({ inline: true });
      paint();
      expect(idle.queued).toHaveLength(1);
      const observer = new MutationObserver(() => undefined);
      observer.observe(document.body, { childList: true });
      idle.run();
      const added = observer.takeRecords().flatMap((record) => Array.from(record.addedNodes) as Element[]);
      observer.disconnect();
      // Laid out and removed within the same task: the style needs no load.
      const host = added.find((node) => node.getAttribute?.('aria-hidden') === 'true');
      expect(host?.shadowRoot?.querySelector('style')?.textContent).toBe(INLINE_CSS);
      expect(host?.shadowRoot?.querySelector('style')?.getAttribute('media')).toBe('all');
      expect(host?.isConnected).toBe(false);
      buttons[0]?.click();
      expect(staticDialog()).toHaveAttribute('open');
    } finally {
      idle.restore();
    }
  });

  it("asks for the dialog's file while the page's template is not there yet", async () => {
    const { buttons, fetchMock, deliver } = runStart({ inline: true });
    document.getElementById(TEMPLATE_ID)?.remove();
    buttons[0]?.click();
    expect(fetchMock).toHaveBeenCalledWith(DIALOG_FILE, { priority: 'high' });
    await deliver();
    expect(staticDialog()).toHaveAttribute('open');
  });
});

/** history.back() lands in a later task, announced by popstate. */
function landing(step: () => void): Promise<void> {
  const landed = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  step();
  return landed;
}

/** The page's idle callbacks, run when the test says. */
function idleCallbacks() {
  const queued: (() => void)[] = [];
  const own = window.requestIdleCallback;
  window.requestIdleCallback = (callback) =>
    queued.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  return {
    queued,
    run: () => {
      for (const callback of queued.splice(0)) callback();
    },
    restore: () => {
      window.requestIdleCallback = own;
    },
  };
}
