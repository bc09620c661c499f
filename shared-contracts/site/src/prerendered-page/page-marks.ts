/**
 * The marks the prerender leaves on a saved page for the live page. #root carries the path it was rendered for:
 * the live page adopts (hydrates) a root so marked, and renders an unmarked one afresh.
 */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';
/** On each head tag the prerender wrote (title, description, canonical…): the live page removes them for React's own. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-nvx-prerender';
