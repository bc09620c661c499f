/**
 * The headers both servers (nginx's site and the Node static server) answer with, so a test or an operator can tell
 * which start of the site answered (X-Site-Instance, one per start: the site kept running through a release) and,
 * behind nginx, which configuration it runs (X-Site-Generation, one per configuration written).
 */
export const SITE_INSTANCE_HEADER = 'X-Site-Instance';
export const SITE_GENERATION_HEADER = 'X-Site-Generation';

export function siteInstanceHeaders(instance: string, generation = ''): Record<string, string> {
  return { [SITE_INSTANCE_HEADER]: instance, ...(generation ? { [SITE_GENERATION_HEADER]: generation } : {}) };
}
