/**
 * How the dashboard proves who it is to the api's admin routes: the admin token (see use-admin-token.ts) as
 * `Authorization: Bearer`, the same way the stats request sends it. The one place to change when sign-in does.
 */
export function adminHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
