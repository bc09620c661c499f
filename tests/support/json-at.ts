import type { APIRequestContext } from '@playwright/test';

/**
 * GETs `url` and reads its JSON answer as `T` (the specs describe only the fields they read). An answer other than
 * 2xx fails here with its status and body, where a bare `.json()` would fail later on a field of an error body.
 */
export async function jsonAt<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
