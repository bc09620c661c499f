/**
 * The mail server of the end-to-end runs: a real SMTP server (see api's smtp-inbox) that the api sends the
 * waitlist e-mails to, and a small HTTP view of what arrived, which the specs read as a person reads their mail.
 * Both on 127.0.0.1, at ports that follow NOVAVOX_PORT_OFFSET (see ./mail-ports.ts). Playwright starts it
 * before the site (playwright.config.ts).
 */
import { createServer } from 'node:http';
import { startSmtpInbox } from '@novavox/api/testing/smtp-inbox';
import { mailPorts } from './mail-ports';

const { smtp, view } = mailPorts();
const inbox = await startSmtpInbox(smtp);
const server = createServer((request, response) => {
  if (request.url === '/messages') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(inbox.messages));
    return;
  }
  response.writeHead(404).end();
});
server.listen(view, '127.0.0.1', () => {
  console.log(`  mail inbox: SMTP on 127.0.0.1:${smtp}, messages at http://127.0.0.1:${view}/messages`);
});
const stop = () => {
  server.close();
  void inbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
