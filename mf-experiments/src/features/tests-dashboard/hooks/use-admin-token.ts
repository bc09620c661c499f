import { useCallback, useState } from 'react';

/**
 * The admin token for the stats endpoint (api's ADMIN_TOKEN), entered once per browser session. It is
 * kept in sessionStorage, not localStorage, so it does not outlive the tab on a shared machine.
 */
export const ADMIN_TOKEN_KEY = 'nvx_admin_token';

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function useAdminToken(): { token: string | null; saveToken: (token: string) => void; forgetToken: () => void } {
  const [token, setToken] = useState<string | null>(readToken);
  const saveToken = useCallback((value: string) => {
    const trimmed = value.trim();
    try {
      window.sessionStorage.setItem(ADMIN_TOKEN_KEY, trimmed);
    } catch {
      // Without sessionStorage the token still works for this page view.
    }
    setToken(trimmed);
  }, []);
  const forgetToken = useCallback(() => {
    try {
      window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to forget.
    }
    setToken(null);
  }, []);
  return { token, saveToken, forgetToken };
}
