import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, Not } from 'typeorm';
import { escapeHtml } from '../../domain/mail-composition';
import { MailEntity } from './entities';

/** After this many failed attempts a mail is given up (and stays in the table for an operator). */
export const MAIL_MAX_ATTEMPTS = 8;

@Injectable()
export class MailRepository {
  constructor(private readonly dataSource: DataSource) {}

  enqueue(
    mail: Pick<MailEntity, 'to' | 'subject' | 'text' | 'html' | 'unsubscribeUrl'> &
      Partial<Pick<MailEntity, 'actorId' | 'actorName'>>,
    manager: EntityManager,
  ) {
    return manager.save(MailEntity, manager.create(MailEntity, mail));
  }

  /** Mails not sent yet that name the user say `name` instead, in subject, text and HTML. */
  async renameActor(actorId: string, name: string, manager: EntityManager): Promise<void> {
    const waiting = await manager.find(MailEntity, { where: { actorId, status: Not('sent') } });
    for (const mail of waiting) {
      const was = mail.actorName;
      if (!was || was === name) continue;
      await manager.update(
        MailEntity,
        { id: mail.id },
        {
          subject: mail.subject.replaceAll(was, name),
          text: mail.text.replaceAll(was, name),
          html: mail.html.replaceAll(escapeHtml(was), escapeHtml(name)),
          actorName: name,
        },
      );
    }
  }

  /**
   * Claims up to `limit` due mails for this transaction. Rows another sender holds are skipped, so replicas send
   * each mail once; a mail whose send fails is released for a later attempt.
   */
  async claimDue(limit: number, now: Date, manager: EntityManager): Promise<MailEntity[]> {
    return manager
      .createQueryBuilder(MailEntity, 'm')
      .where(`m.status = 'pending'`)
      .andWhere('m.nextAttemptAt <= :now', { now })
      .orderBy('m.nextAttemptAt', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  async markSent(id: string, manager: EntityManager): Promise<void> {
    await manager.update(MailEntity, { id }, { status: 'sent', sentAt: new Date() });
  }

  /** The next attempt waits longer each time (30 s, 1 min, 2 min, ...). */
  async markFailed(mail: MailEntity, error: string, now: Date, manager: EntityManager): Promise<void> {
    const attempts = mail.attempts + 1;
    await manager.update(
      MailEntity,
      { id: mail.id },
      {
        attempts,
        lastError: error.slice(0, 500),
        status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + 30_000 * 2 ** (attempts - 1)),
      },
    );
  }

  allTo(address: string): Promise<MailEntity[]> {
    return this.dataSource.manager.find(MailEntity, { where: { to: address }, order: { createdAt: 'ASC' } });
  }
}
