import {
  EmailPreferenceEntity,
  MailEntity,
  NotificationEntity,
  PartyEntity,
  ProjectEntity,
  UnreadReminderEntity,
} from './entities';
import { CreateNotificationsTables1764600000000 } from './migrations/1764600000000-create-notifications-tables';
import { CreateUnreadReminders1764600000001 } from './migrations/1764600000001-create-unread-reminders';
import { IndexNoticesByAge1764700000000 } from './migrations/1764700000000-index-notices-by-age';
import { StoreNoticeLinks1764800000000 } from './migrations/1764800000000-store-notice-links';
import { NameTheActor1764864000000 } from './migrations/1764864000000-name-the-actor';

export { EmailPreferenceEntity, MailEntity, NotificationEntity, PartyEntity, ProjectEntity, UnreadReminderEntity };

export const NOTIFICATIONS_ENTITIES = [
  PartyEntity,
  ProjectEntity,
  NotificationEntity,
  EmailPreferenceEntity,
  MailEntity,
  UnreadReminderEntity,
];
/** In order; a new migration is appended, never edited once released. */
export const NOTIFICATIONS_MIGRATIONS = [
  CreateNotificationsTables1764600000000,
  CreateUnreadReminders1764600000001,
  IndexNoticesByAge1764700000000,
  StoreNoticeLinks1764800000000,
  NameTheActor1764864000000,
];
