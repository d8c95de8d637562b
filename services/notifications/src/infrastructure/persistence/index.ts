import { EmailPreferenceEntity, MailEntity, NotificationEntity, PartyEntity, ProjectEntity } from './entities';
import { CreateNotificationsTables1764600000000 } from './migrations/1764600000000-create-notifications-tables';

export { EmailPreferenceEntity, MailEntity, NotificationEntity, PartyEntity, ProjectEntity };

export const NOTIFICATIONS_ENTITIES = [PartyEntity, ProjectEntity, NotificationEntity, EmailPreferenceEntity, MailEntity];
/** In order; a new migration is appended, never edited once released. */
export const NOTIFICATIONS_MIGRATIONS = [CreateNotificationsTables1764600000000];
