/**
 * The marks the prerender leaves on a saved page for the live page. #root carries the path it was rendered for:
 * the live page adopts (hydrates) a root so marked, and renders an unmarked one afresh.
 */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';
/** On each head tag the prerender wrote (title, description, canonical…): the live page removes them for React's own. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-nvx-prerender';
/**
 * On a remote's loading state while its module is on the way: the prerender waits until none is left, and the start
 * script waits for it to go before it hands an early-tapped dialog over to the live one.
 */
export const REMOTE_LOADING_ATTRIBUTE = 'data-remote-loading';
