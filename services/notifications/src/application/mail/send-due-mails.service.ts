import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork, createLogger } from '@clipwerk/kit';
import { MAIL_SENDER, type MailSender } from '../../infrastructure/mail/mail-sender';
import { MailRepository } from '../../infrastructure/persistence/mail.repository';

const BATCH = 20;

/**
 * Sends what is due, a batch per transaction: each mail is claimed (SKIP LOCKED, so replicas never send one
 * twice), sent, and marked; a failed send is retried later with a growing pause.
 */
@Injectable()
export class SendDueMailsService {
  private readonly log = createLogger('notifications.mail');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly mails: MailRepository,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
  ) {}

  /** Answers how many mails were sent. */
  async run(now = new Date()): Promise<number> {
    if (!this.sender.configured) return 0;
    let sent = 0;
    for (;;) {
      const { claimed, delivered } = await this.uow.run(async (tx) => {
        const due = await this.mails.claimDue(BATCH, now, tx.manager);
        let ok = 0;
        for (const mail of due) {
          try {
            await this.sender.send(mail);
            await this.mails.markSent(mail.id, tx.manager);
            ok += 1;
          } catch (error) {
            this.log.warn({ err: error, mailId: mail.id }, 'mail not sent; tried again later');
            await this.mails.markFailed(mail, String((error as Error)?.message ?? error), now, tx.manager);
          }
        }
        return { claimed: due.length, delivered: ok };
      });
      sent += delivered;
      if (claimed < BATCH) return sent;
    }
  }
}
