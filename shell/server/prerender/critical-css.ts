import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

/**
 * A prerendered page inlines its stylesheets, and every byte of them counts against the first round trip
 * (docs/performance.md). Most of a stylesheet serves the page's first screen, but some rules are for what only
 * the live page shows: an open menu, a dialog, an error. This splits a stylesheet into the rules the page's
 * markup can use (inlined) and the rest (a file the start script links right after the inline part, so the
 * cascade keeps its order).
 *
 * A rule goes to the rest only when one of its class names appears nowhere in the page's markup (the variant
 * markup included), for every selector of its list. Anything else stays: element and attribute selectors,
 * states such as :hover, classes inside :not()/:is()/:has(), and every at-rule but the conditional ones, whose
 * rules are split the same way.
 */
export interface SplitStylesheet {
  /** The rules the page can use as it is; empty when none. */
  critical: string;
  /** What only the live page can need; empty when nothing. */
  rest: string;
}

/** The words a class attribute could hold, taken from anywhere in the markup (JSON-escaped markup too). */
export function markupWords(markup: string): Set<string> {
  return new Set(markup.match(/-?[_a-zA-Z][\w-]*/g) ?? []);
}

/** Class names a selector needs on some element to match: strings, attributes and functional pseudos aside. */
function requiredClasses(selector: string): string[] {
  let plain = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  // :not(.x), :is(.a, .b), :has(.y)… may match without the class: innermost parentheses first.
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  return Array.from(plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] as string);
}

function ruleIsUsed(rule: Rule, words: Set<string>): boolean {
  return rule.selectors.some((selector) => requiredClasses(selector).every((name) => words.has(name)));
}

const SPLIT_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

function splittable(node: ChildNode): node is Container<ChildNode> & ChildNode {
  return node.type === 'atrule' && SPLIT_AT_RULES.has(node.name) && node.nodes !== undefined;
}

/** Keeps in `container` only what `keep` says of its rules, at any depth of conditional at-rules. */
function prune(container: Container<ChildNode>, keep: (rule: Rule) => boolean): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule') {
      if (!keep(node)) node.remove();
    } else if (splittable(node)) {
      prune(node, keep);
      if ((node.nodes ?? []).length === 0) node.remove();
    }
  }
}

/** The critical rules and the rest of `css` for a page whose markup (outside its styles) is `markup`. */
export function splitByMarkup(css: string, markup: string): SplitStylesheet {
  const words = markupWords(markup);
  const critical = postcss.parse(css);
  const rest = critical.clone();
  prune(critical, (rule) => ruleIsUsed(rule, words));
  prune(rest, (rule) => !ruleIsUsed(rule, words));
  // Everything that is not a style rule (fonts, keyframes, custom properties' @property) stays inline only.
  for (const node of [...rest.nodes]) if (node.type !== 'rule' && !splittable(node)) node.remove();
  return { critical: critical.toString(), rest: rest.toString() };
}
