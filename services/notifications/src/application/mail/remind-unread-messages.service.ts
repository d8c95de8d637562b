import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { NOTICE_LINKS } from '../../domain/notice-rules';
import { PreferenceRepository } from '../../infrastructure/persistence/preference.repository';
import { ReminderRepository } from '../../infrastructure/persistence/reminder.repository';
import { Notifier } from '../notify/notifier';

const BATCH = 50;

/** Mails each due reminder of unread messages, once, to users who did not switch those mails off. */
@Injectable()
export class RemindUnreadMessagesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reminders: ReminderRepository,
    private readonly preferences: PreferenceRepository,
    private readonly notifier: Notifier,
  ) {}

  async run(now = new Date()): Promise<number> {
    let queued = 0;
    for (;;) {
      const taken = await this.uow.run(async (tx) => {
        const due = await this.reminders.takeDue(now, BATCH, tx.manager);
        for (const reminder of due) {
          if (!(await this.preferences.get(reminder.userId, tx.manager)).messages) continue;
          const sender = reminder.senderName || Messages.someone;
          await this.notifier.mail(
            tx,
            reminder.userId,
            Messages.subjectUnread(sender),
            [Messages.unreadBody(sender)],
            NOTICE_LINKS.conversation(reminder.conversationId),
            'messages',
          );
          queued += 1;
        }
        return due.length;
      });
      if (taken < BATCH) return queued;
    }
  }
}
