import { type ParsedMail, simpleParser } from 'mailparser';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The newest mails the catcher keeps; older ones drop off. */
const KEPT = 200;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const linkify = (text: string) => escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
const addresses = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((entry) => entry?.value.map((v) => v.address) ?? [])
    .join(', ');

function page(mails: readonly ParsedMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escape(mail.subject ?? '')}</h2>
  <p class="meta">Aan ${escape(addresses(mail))} · ${escape(mail.date?.toLocaleString('nl-NL') ?? '')}</p>
  <pre>${linkify(mail.text ?? '')}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Clipwerk mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#15132b}
article{border:1px solid #e5e3ee;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#5e5c74;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><h1>Verstuurde e-mail</h1><p>Alles wat Clipwerk mailt komt hier binnen, nieuwste eerst. Ververs de pagina voor nieuwe mail.</p>
${items || '<p>Nog geen e-mail.</p>'}</body></html>`;
}

/**
 * The embedded default's mail catcher: an SMTP server on this machine that keeps what the product sends, and a web
 * page that shows it, so sign-up, reset and notice mails can be read without a mail account.
 */
export async function startMailCatcher(options: { smtpPort?: number; webPort?: number } = {}) {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.unshift(mail);
          mails.splice(KEPT);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const web = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page(mails));
  });
  await new Promise<void>((resolve) => web.listen(options.webPort ?? 0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    webUrl: `http://localhost:${(web.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}
