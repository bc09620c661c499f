import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Who is making an admin request, set by the admin guard once it let the request through. */
    adminActor: string;
  }
}

/** The actor of a request that passed the admin guard with the service token (ADMIN_TOKEN). */
export const SERVICE_TOKEN_ACTOR = 'service token';
/** The actor when no ADMIN_TOKEN is configured (allowed only outside production). */
export const LOCAL_DEVELOPER_ACTOR = 'local developer';

/** Records who the admin guard let through; the one place a guard names the actor. */
export function setActor(c: Context, actor: string): void {
  c.set('adminActor', actor);
}

/**
 * Who made an admin request, as the change logs record it. Every record of "who" goes through here, so a new
 * way to sign in only has to set the actor in its guard.
 */
export function actorOf(c: Context): string {
  const actor = c.get('adminActor');
  if (!actor) throw new Error('actorOf() needs a route behind the admin guard');
  return actor;
}
