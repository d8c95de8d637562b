import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import { UnreadReminderEntity } from './entities';

@Injectable()
export class ReminderRepository {
  /** The first unread message sets the time; later ones in the same conversation do not push it back. */
  async remember(reminder: UnreadReminderEntity, manager: EntityManager): Promise<void> {
    // Nothing of it is read back, so it goes with the transaction's next statement.
    await PreparedStatements.queue(
      manager,
      `INSERT INTO unread_reminder (user_id, conversation_id, sender_name, first_unread_at, due_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [reminder.userId, reminder.conversationId, reminder.senderName, reminder.firstUnreadAt, reminder.dueAt],
    );
  }

  /** She read the conversation: what was unread until then needs no reminder. */
  async forget(userId: string, conversationId: string, readAt: Date, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(UnreadReminderEntity)
      .where('user_id = :userId AND conversation_id = :conversationId AND first_unread_at <= :readAt', {
        userId,
        conversationId,
        readAt,
      })
      .execute();
  }

  /** Claims and removes the reminders that are due; replicas skip each other's rows, so each is mailed once. */
  async takeDue(now: Date, limit: number, manager: EntityManager): Promise<UnreadReminderEntity[]> {
    const due = await manager
      .createQueryBuilder(UnreadReminderEntity, 'r')
      .where('r.dueAt <= :now', { now })
      .orderBy('r.dueAt', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    for (const reminder of due) {
      await manager.delete(UnreadReminderEntity, { userId: reminder.userId, conversationId: reminder.conversationId });
    }
    return due;
  }
}
