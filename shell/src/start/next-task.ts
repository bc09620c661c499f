/**
 * Resolves in a later task of the event loop, so the work before and after it are two tasks rather than one:
 * on a slow phone each stays short enough not to block a tap (the browser handles input between them).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
