import { mailPorts } from './mail-ports';

/** One mail as the e2e mail server's HTTP view lists it. */
export interface InboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every mail the e2e mail server has received, oldest first. Read with `fetch`, so that helpers without a Playwright
 * request context (signing a team member in for a storage state) read it the same way.
 */
export async function inbox(): Promise<InboxMail[]> {
  const url = `http://127.0.0.1:${mailPorts().view}/messages`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as InboxMail[];
}
