import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps every mail it receives, parsed. */
export interface SmtpCatcher {
  url: string;
  mails: ParsedMail[];
  /** The mails to one address, waiting up to `timeoutMs` for at least `count`. */
  mailsTo(address: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (mail: ParsedMail) => [mail.to].flat().flatMap((entry) => entry?.value.map((v) => v.address) ?? []);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async mailsTo(address, count = 1, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => to(mail).includes(address));
        if (found.length >= count || Date.now() > until) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
