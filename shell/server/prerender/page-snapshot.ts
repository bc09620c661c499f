/** The page as it is once its route has rendered: the first screen's markup and what it loaded. */
export interface Snapshot {
  body: string;
  head: string[];
  stylesheets: string[];
  manifests: string[];
  /** Every script and JSON file the page fetched on its way to the live page. */
  scripts: string[];
  fetches: string[];
}

/**
 * Runs in the rendered page (page.evaluate): the first screen as the saved page will carry it. Written without
 * named functions and imports: Playwright sends the function's source alone, where the TypeScript runner's
 * name helper and this module's imports do not exist.
 */
export const snapshotInPage = (): Snapshot => {
  const root = document.getElementById('root');
  // The live page hydrates this markup, so it carries what React's server markup would: each Suspense
  // boundary's content between <!--$--> and <!--/$--> (found from React's own tree of the page), and a
  // <!-- --> between two adjacent text nodes, which the HTML would otherwise merge into one.
  const container = root as (HTMLElement & Record<string, unknown>) | null;
  const containerKey = container
    ? Object.keys(container).find((key) => key.startsWith('__reactContainer$'))
    : undefined;
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; stateNode: unknown; memoizedState: unknown };
  const fibers: Fiber[] = containerKey && container ? [container[containerKey] as Fiber] : [];
  const SUSPENSE = 13;
  const HOST_COMPONENT = 5;
  const HOST_TEXT = 6;
  while (fibers.length > 0) {
    const fiber = fibers.pop() as Fiber;
    if (fiber.sibling) fibers.push(fiber.sibling);
    if (fiber.child) fibers.push(fiber.child);
    if (fiber.tag !== SUSPENSE || fiber.memoizedState !== null) continue;
    const hostNodes: Node[] = [];
    const inside: Fiber[] = fiber.child ? [fiber.child] : [];
    while (inside.length > 0) {
      const next = inside.pop() as Fiber;
      if (next.sibling && next !== fiber.child) inside.push(next.sibling);
      if (next.tag === HOST_COMPONENT || next.tag === HOST_TEXT) hostNodes.push(next.stateNode as Node);
      else if (next.child) inside.push(next.child);
    }
    const first = hostNodes[0];
    const last = hostNodes.at(-1);
    if (!first?.parentNode || !last?.parentNode) continue;
    first.parentNode.insertBefore(document.createComment('$'), first);
    last.parentNode.insertBefore(document.createComment('/$'), last.nextSibling);
  }
  const texts = root ? document.createTreeWalker(root, NodeFilter.SHOW_TEXT) : null;
  const adjacent: Node[] = [];
  while (texts?.nextNode())
    if (texts.currentNode.previousSibling?.nodeType === Node.TEXT_NODE) adjacent.push(texts.currentNode);
  for (const text of adjacent) text.parentNode?.insertBefore(document.createComment(' '), text);
  const clone = root?.cloneNode(true) as HTMLElement | undefined;
  for (const node of clone?.querySelectorAll('dialog, script') ?? []) node.remove();
  // The CSP allows no inline styles; anything React set through the CSSOM is re-applied when it renders.
  for (const node of clone?.querySelectorAll('[style]') ?? []) node.removeAttribute('style');
  // useId's client ids (_r_0_, _r_1_, …) stay in the DOM after hydration, and what the live page renders
  // afresh (a dialog) numbers its ids from _r_0_ again: a label would then name another page's field. The
  // prerendered ones take their own prefix, consistently in every attribute that refers to an id.
  for (const element of clone?.querySelectorAll('*') ?? []) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.value.includes('_r_')) attribute.value = attribute.value.replace(/_r_([0-9a-z]+)_/g, '_p_$1_');
    }
  }
  // Until the live page takes over, a form must not submit natively (a GET would put what the visitor
  // typed into the URL): a disabled submit button also blocks submitting with Enter.
  // The mark tells the live page which ones to enable again once it has adopted them (written out, as nothing can be
  // imported here: the contract's DISABLED_UNTIL_LIVE_ATTRIBUTE, checked by this file's test).
  for (const button of clone?.querySelectorAll('form button:not([type="button"]), form input[type="submit"]') ?? []) {
    if (button.hasAttribute('disabled')) continue;
    button.setAttribute('disabled', '');
    button.setAttribute('data-nvx-disabled-until-live', '');
  }
  const head = Array.from(
    document.head.querySelectorAll(
      'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name="twitter:card"], link[rel="canonical"]',
    ),
    (node) => node.outerHTML,
  );
  // The shell's CSS lives in an async chunk too: every stylesheet goes into the head, or the page would
  // paint unstyled and shift when the scripts bring it.
  const stylesheets = [
    ...new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href)),
  ];
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  const manifests = resources.filter((name) => name.endsWith('/mf-manifest.json'));
  const scripts = resources.filter((name) => new URL(name).pathname.endsWith('.js'));
  const fetches = resources.filter((name) =>
    ['/remotes.json', '/config.json', '/mf-manifest.json'].some((file) => new URL(name).pathname.endsWith(file)),
  );
  return { body: clone?.innerHTML ?? '', head, stylesheets, manifests, scripts, fetches };
};
