/**
 * How the dashboard proves who it is to the api's admin routes: the team's session cookie, set HttpOnly by the
 * api at sign-in and sent along by the browser, as the stats request does. The one place to change if that does.
 */
export const ADMIN_CREDENTIALS: RequestCredentials = 'include';
