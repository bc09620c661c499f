const POPUP_FEATURES = 'popup=yes,width=720,height=820,noopener=no';

/**
 * Opens the scheduling page as a popup window. Returns false when the browser blocked the popup, so the
 * caller lets its link open the page in a new tab instead.
 */
export function openSchedulingWidget(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  const popup = open(url, 'novavox-scheduling', POPUP_FEATURES);
  if (!popup || popup.closed) return false;
  popup.opener = null;
  popup.focus();
  return true;
}
