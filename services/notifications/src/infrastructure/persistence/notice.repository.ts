import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PreparedStatements } from '@clipwerk/kit';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { NoticeDraft } from '../../domain/notice-rules';
import { NotificationEntity } from './entities';
import { isUuid } from './ids';

/** The bell shows at most this many, newest first. */
export const NOTICE_LIST_LIMIT = 50;

@Injectable()
export class NoticeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The notice as it is stored, its id and time given here: nothing is read back, so in a transaction the insert
   * goes with the next statement or the COMMIT instead of taking a round trip of its own.
   */
  async insert(draft: Omit<NoticeDraft, 'mail'>, manager: EntityManager): Promise<NotificationEntity> {
    const notice: NotificationEntity = {
      id: randomUUID(),
      userId: draft.userId,
      type: draft.type,
      message: draft.message,
      data: draft.data,
      link: draft.link,
      actorId: draft.actor?.id || null,
      actorName: draft.actor?.name ?? '',
      createdAt: new Date(),
      readAt: null,
    };
    await PreparedStatements.queue(
      manager,
      `INSERT INTO notification (id, user_id, type, message, data, link, actor_id, actor_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        notice.id,
        notice.userId,
        notice.type,
        notice.message,
        JSON.stringify(notice.data),
        notice.link,
        notice.actorId,
        notice.actorName,
        notice.createdAt,
      ],
    );
    return notice;
  }

  /** Every notice that names the user says `name` instead, in its text and its data. */
  async renameActor(actorId: string, name: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE notification
          SET message = replace(message, actor_name, $2),
              data = (SELECT coalesce(jsonb_object_agg(key, CASE WHEN value = to_jsonb(actor_name) THEN to_jsonb($2::text) ELSE value END), '{}')
                        FROM jsonb_each(data)),
              actor_name = $2
        WHERE actor_id = $1 AND actor_name <> '' AND actor_name <> $2`,
      [actorId, name],
    );
  }

  async listFor(userId: string): Promise<{ notices: NotificationEntity[]; unreadCount: number }> {
    const [notices, unreadCount] = await Promise.all([
      this.dataSource.manager.find(NotificationEntity, {
        where: { userId },
        order: { createdAt: 'DESC', id: 'ASC' },
        take: NOTICE_LIST_LIMIT,
      }),
      this.dataSource.manager.countBy(NotificationEntity, { userId, readAt: IsNull() }),
    ]);
    return { notices, unreadCount };
  }

  /** False when the notice is not the user's (or does not exist). */
  async markRead(id: string, userId: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const notice = await this.dataSource.manager.findOneBy(NotificationEntity, { id, userId });
    if (!notice) return false;
    if (!notice.readAt) await this.dataSource.manager.update(NotificationEntity, { id }, { readAt: new Date() });
    return true;
  }

  async markAllRead(userId: string): Promise<number> {
    const result = await this.dataSource.manager.update(NotificationEntity, { userId, readAt: IsNull() }, { readAt: new Date() });
    return result.affected ?? 0;
  }
}
