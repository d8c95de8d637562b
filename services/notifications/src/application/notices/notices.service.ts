import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { NoticeRepository } from '../../infrastructure/persistence/notice.repository';

/** The bell: one's own notices only; someone else's id reads as one that does not exist. */
@Injectable()
export class NoticesService {
  constructor(private readonly notices: NoticeRepository) {}

  list(userId: string) {
    return this.notices.listFor(userId);
  }

  async markRead(userId: string, id: string): Promise<void> {
    if (!(await this.notices.markRead(id, userId))) {
      throw AppError.notFound(ErrorCodes.notificationNotFound, Messages.notificationNotFound);
    }
  }

  markAllRead(userId: string): Promise<number> {
    return this.notices.markAllRead(userId);
  }
}
