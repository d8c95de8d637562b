import { Injectable } from '@nestjs/common';
import { PlainRows } from '@clipwerk/kit';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { NoticeDraft } from '../../domain/notice-rules';
import { NotificationEntity } from './entities';
import { isUuid } from './ids';

/** The bell shows at most this many, newest first. */
export const NOTICE_LIST_LIMIT = 50;

@Injectable()
export class NoticeRepository {
  private readonly rows: PlainRows<NotificationEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new PlainRows(dataSource, NotificationEntity, 'notification');
  }

  /** One statement that answers the stored row (the entity save would read and map it again). */
  async insert(draft: Omit<NoticeDraft, 'mail'>, manager: EntityManager): Promise<NotificationEntity> {
    const [row]: Record<string, unknown>[] = await manager.query(
      `INSERT INTO notification (user_id, type, message, data, link) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${this.rows.select}`,
      [draft.userId, draft.type, draft.message, JSON.stringify(draft.data), draft.link],
    );
    return this.rows.read(row);
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
