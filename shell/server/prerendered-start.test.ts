import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import {
  DOCUMENT_READY,
  DOCUMENT_READY_DATASET_KEY,
  EARLY_TAP_GLOBAL,
} from '@novavox/contracts-site/prerendered-page/early-tap';
import { describe, expect, it } from 'vitest';
import { cspHash, inlineHashes, START_PLAN_ID, startMarkup } from './prerendered-start';

const plan = {
  entry: '/static/js/index.abc.js',
  scripts: ['/static/js/async/react.js'],
  fetches: ['/remotes.json'],
  remotes: [
    {
      manifest: 'http://127.0.0.1:3001/mf-manifest.json',
      scripts: ['http://127.0.0.1:3001/static/js/mf_marketing.js'],
    },
  ],
};

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact text, quoted as a CSP source', () => {
    const expected = createHash('sha256').update('body{color:red}').digest('base64');
    expect(cspHash('body{color:red}')).toBe(`'sha256-${expected}'`);
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and styles, not data blocks or scripts with a src', () => {
    const html = `<head><style data-nvx-css="a.css">.a{}</style><style>.b{}</style><script src="/x.js"></script></head><body>${startMarkup(plan)}</body>`;
    const hashes = inlineHashes(html);
    expect(hashes.styles).toEqual([cspHash('.a{}'), cspHash('.b{}')]);
    expect(hashes.scripts).toHaveLength(1);
    const inlineScript = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(hashes.scripts[0]).toBe(cspHash(inlineScript));
  });

  it('is the same for every page, so the start script is allowed by one hash', () => {
    const other = startMarkup({ entry: '/static/js/index.def.js', scripts: [], fetches: [], remotes: [] });
    expect(inlineHashes(other).scripts).toEqual(inlineHashes(startMarkup(plan)).scripts);
  });
});

describe('the start script', () => {
  /** An element the script creates: attributes it sets show as "@name" properties. */
  class FakeElement {
    setAttribute(name: string, value: string) {
      (this as unknown as Record<string, string>)[`@${name}`] = value;
    }
  }

  function runStart(markup: string, { paints = true, manifestStatus = 200, restFiles = [] as string[] } = {}) {
    const head: {
      rel?: string;
      as?: string;
      href?: string;
      src?: string;
      crossOrigin?: string;
      onload?: () => void;
    }[] = [];
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const data = markup.match(/<script type="application\/json" id="nvx-start">([\s\S]*?)<\/script>/)?.[1] ?? '';
    const code = markup.slice(markup.lastIndexOf('<script>') + '<script>'.length, -'</script>'.length);
    const listeners: { type: string; listener: (event: unknown) => void }[] = [];
    const document = {
      getElementById: (id: string) => (id === START_PLAN_ID ? { textContent: data } : null),
      createElement: () => new FakeElement(),
      head: { appendChild: (node: (typeof head)[number]) => head.push(node) },
      documentElement: { dataset: {} as Record<string, string> },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.push({ type, listener }),
      removeEventListener: (type: string, listener: (event: unknown) => void) => {
        const index = listeners.findIndex((entry) => entry.type === type && entry.listener === listener);
        if (index >= 0) listeners.splice(index, 1);
      },
      querySelectorAll: (selector: string) => (selector === 'style[data-nvx-rest]' ? inlineStyles : buttons),
    };
    // The page's inline stylesheets with a rest file; what the script puts right after each, in `afterStyles`.
    const afterStyles: [string, unknown][] = [];
    const inlineStyles = restFiles.map((file) => ({
      getAttribute: (name: string) => (name === 'data-nvx-rest' ? file : null),
      after: (node: unknown) => afterStyles.push([file, node]),
    }));
    const buttons = [
      { textContent: 'Join Waitlist', disabled: false },
      { textContent: 'Try AI Voice Call Now', disabled: false },
      { textContent: 'Join Waitlist', disabled: false },
    ];
    const window: Record<string, unknown> = {};
    const tap = (index: number) => {
      const button = buttons[index];
      const event = { target: { closest: (selector: string) => (selector === '#root button' ? button : null) } };
      for (const entry of listeners.filter((item) => item.type === 'click')) entry.listener(event);
    };
    runInNewContext(code, {
      document,
      window,
      Array,
      JSON,
      performance: {
        getEntriesByName: (name: string) =>
          name.endsWith('/mf-manifest.json') ? [{ responseStatus: manifestStatus }] : [],
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    if (paints) for (const frame of frames.splice(0)) frame();
    return { head, timers, frames, tap, window, document, listeners, buttons, afterStyles };
  }

  it('keeps a tap on a prerendered button for the live page and starts at once, before the first frame', () => {
    const { head, tap, window, buttons } = runStart(startMarkup(plan), { paints: false });
    tap(2);
    expect(window[EARLY_TAP_GLOBAL]).toEqual({ button: buttons[2], text: 'Join Waitlist', nth: 1 });
    expect(head.at(-1)).toEqual({ src: '/static/js/index.abc.js' });
  });

  it('leaves a disabled button alone, and stops listening once the live page listens (hydrating)', () => {
    const { tap, window, buttons, document, listeners } = runStart(startMarkup(plan));
    (buttons[1] as { disabled: boolean }).disabled = true;
    tap(1);
    expect(window[EARLY_TAP_GLOBAL]).toBeUndefined();
    document.documentElement.dataset[DOCUMENT_READY_DATASET_KEY] = DOCUMENT_READY.hydrating;
    tap(0);
    expect(window[EARLY_TAP_GLOBAL]).toBeUndefined();
    expect(listeners).toEqual([]);
  });

  it('links the rest of each inline stylesheet right after it when it starts, before the entry runs', () => {
    const { head, timers, afterStyles } = runStart(startMarkup(plan), {
      restFiles: ['/prerendered/rest.a.css', '/prerendered/rest.b.css'],
    });
    expect(afterStyles).toEqual([]);
    for (const timer of timers.splice(0)) timer();
    expect(afterStyles).toEqual([
      ['/prerendered/rest.a.css', { rel: 'stylesheet', href: '/prerendered/rest.a.css', '@data-nvx-rest-link': '' }],
      ['/prerendered/rest.b.css', { rel: 'stylesheet', href: '/prerendered/rest.b.css', '@data-nvx-rest-link': '' }],
    ]);
    expect(head.at(-1)).toEqual({ src: '/static/js/index.abc.js' });
  });

  it('links the web app manifest when it starts, not before', () => {
    const { head, timers } = runStart(startMarkup({ ...plan, manifest: '/site.webmanifest' }));
    expect(head).toEqual([]);
    for (const timer of timers.splice(0)) timer();
    expect(head).toContainEqual({ rel: 'manifest', href: '/site.webmanifest' });
  });

  it('does nothing before the first frame', () => {
    const { head } = runStart(startMarkup(plan), { paints: false });
    expect(head).toEqual([]);
  });

  it('after the first frame preloads the files of the plan and runs the entry, once', () => {
    const { head, timers } = runStart(startMarkup(plan));
    for (const timer of timers.splice(0)) timer();
    expect(head).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/remotes.json' },
      {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: 'http://127.0.0.1:3001/mf-manifest.json',
        onload: expect.any(Function),
      },
      { rel: 'preload', as: 'script', href: '/static/js/async/react.js' },
      { src: '/static/js/index.abc.js' },
    ]);
  });

  it("preloads a remote's container and chunks only once its manifest has arrived", () => {
    const { head, timers } = runStart(startMarkup(plan));
    for (const timer of timers.splice(0)) timer();
    head.find((node) => node.href?.endsWith('/mf-manifest.json'))?.onload?.();
    expect(head.at(-1)).toEqual({
      rel: 'preload',
      as: 'script',
      href: 'http://127.0.0.1:3001/static/js/mf_marketing.js',
    });
  });

  it("does not preload a remote's scripts when its manifest failed, so Retry fetches them afresh", () => {
    const { head, timers } = runStart(startMarkup(plan), { manifestStatus: 500 });
    for (const timer of timers.splice(0)) timer();
    const before = head.length;
    head.find((node) => node.href?.endsWith('/mf-manifest.json'))?.onload?.();
    expect(head).toHaveLength(before);
  });

  it('keeps a "</script>" inside the plan from ending the data block', () => {
    const markup = startMarkup({
      entry: '/x.js',
      scripts: ['/a</script><script>alert(1)</script>.js'],
      fetches: [],
      remotes: [],
    });
    expect(markup.match(/<\/script>/g)).toHaveLength(2);
    const { head, timers } = runStart(markup);
    for (const timer of timers.splice(0)) timer();
    expect(head[0]?.href).toBe('/a</script><script>alert(1)</script>.js');
  });
});
