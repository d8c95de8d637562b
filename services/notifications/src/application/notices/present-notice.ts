import type { NotificationEntity } from '../../infrastructure/persistence/entities';

/** A notice as the bell lists it and as a socket push carries it. */
export const presentNotice = (notice: NotificationEntity) => ({
  id: notice.id,
  type: notice.type,
  message: notice.message,
  data: notice.data,
  link: notice.link,
  createdAt: notice.createdAt.toISOString(),
  read: notice.readAt !== null,
});
