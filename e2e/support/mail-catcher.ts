/**
 * The browser tests' mail server (issue 26), run by playwright.config.ts beside the app servers:
 * a real SMTP server (server/test/mail-catcher.ts) on MAIL_SMTP_PORT, and what it received over
 * HTTP on MAIL_HTTP_PORT for the specs (e2e/support/mail.ts):
 *   GET /messages?to=<address>  the messages to that address, oldest first
 *   GET /health                 200 once both ports listen
 */
import http from 'node:http';
import { startMailCatcher } from '../../server/test/mail-catcher';

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
const catcher = await startMailCatcher(smtpPort);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { status: 'ok' });
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    return send(200, { messages: to ? catcher.to(to.toLowerCase()) : catcher.received });
  }
  send(404, { message: 'Not Found' });
});
server.listen(httpPort, '127.0.0.1');

const stop = () => {
  server.close();
  void catcher.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
