import { ConversationEntity, MessageEntity, PartyEntity, ProjectEntity } from './entities';
import { CreateMessagingTables1764300000000 } from './migrations/1764300000000-create-messaging-tables';

export { ConversationEntity, MessageEntity, PartyEntity, ProjectEntity };

export const MESSAGING_ENTITIES = [PartyEntity, ProjectEntity, ConversationEntity, MessageEntity];
/** In order; a new migration is appended, never edited once released. */
export const MESSAGING_MIGRATIONS = [CreateMessagingTables1764300000000];
