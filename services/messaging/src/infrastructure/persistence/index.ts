import {
  AttachmentEntity,
  ConversationEntity,
  CreatorResponseEntity,
  MessageEntity,
  PartyEntity,
  ProjectEntity,
} from './entities';
import { CreateMessagingTables1764300000000 } from './migrations/1764300000000-create-messaging-tables';
import { CreateMessageAttachments1764520000000 } from './migrations/1764520000000-create-message-attachments';
import { IndexMessagesByAge1764700000000 } from './migrations/1764700000000-index-messages-by-age';
import { CountCreatorReplies1766200000000 } from './migrations/1766200000000-count-creator-replies';
import { OneConversationPerKey1766900000000 } from './migrations/1766900000000-one-conversation-per-key';
import { MarkDeletedParties1766964000000 } from './migrations/1766964000000-mark-deleted-parties';
import { KeepDisputeHolds1767100000065 } from './migrations/1767100000065-keep-dispute-holds';
import { LeanChatWrites1767200000000 } from './migrations/1767200000000-lean-chat-writes';

export { AttachmentEntity, ConversationEntity, CreatorResponseEntity, MessageEntity, PartyEntity, ProjectEntity };

export const MESSAGING_ENTITIES = [
  PartyEntity,
  ProjectEntity,
  ConversationEntity,
  MessageEntity,
  AttachmentEntity,
  CreatorResponseEntity,
];
/** In order; a new migration is appended, never edited once released. */
export const MESSAGING_MIGRATIONS = [
  CreateMessagingTables1764300000000,
  CreateMessageAttachments1764520000000,
  IndexMessagesByAge1764700000000,
  CountCreatorReplies1766200000000,
  OneConversationPerKey1766900000000,
  MarkDeletedParties1766964000000,
  KeepDisputeHolds1767100000065,
  LeanChatWrites1767200000000,
];
