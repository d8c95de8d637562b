import { Injectable } from '@nestjs/common';
import { AppError, type AuthUser, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { MessagingEvents } from '@clipwerk/proto';
import { projectConversationKey, projectCounterpart } from '../../domain/conversation-rules';
import { idempotencyKeyProblem, type NewMessage, prepareMessage } from '../../domain/message-rules';
import { ErrorCodes, Messages, UNNAMED_PARTY } from '../../domain/messages';
import { AttachmentRepository } from '../../infrastructure/persistence/attachment.repository';
import type { AttachmentEntity, ConversationEntity, MessageEntity } from '../../infrastructure/persistence/entities';
import { ConversationRepository, type SenderCard } from '../../infrastructure/persistence/conversation.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { SendRepository } from '../../infrastructure/persistence/send.repository';
import { ReplyCounter } from '../count-replies/reply-counter';
import { conversationNotFound } from '../shared/conversation-errors';
import { messageEvents } from '../shared/message-events';

export interface SendMessageCommand {
  content?: unknown;
  attachments?: unknown;
  idempotencyKey?: unknown;
}

export interface SentMessage {
  conversation: ConversationEntity;
  message: MessageEntity;
  /** The sender as the projections know them (null before identity's event arrived). */
  sender: SenderCard | null;
  attachments: Map<string, AttachmentEntity>;
}

/**
 * The answer carries the stored message, which is what the sender reads next: the send does not wait for the
 * recipient's notice and reminder (MessageSent's consumers). A reply that changes the creator's figures still
 * waits for them, since her card shows them.
 */
const ANSWERED_AT_COMMIT = { unawaited: [MessagingEvents.MessageSent] };

/**
 * POST /conversations/{id}/messages and POST /conversations/project/{projectId}/message. A send with an
 * Idempotency-Key is stored once however often it is retried: the retry answers the first message.
 */
@Injectable()
export class SendMessageService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly conversations: ConversationRepository,
    private readonly sends: SendRepository,
    private readonly projections: ProjectionsRepository,
    private readonly attachments: AttachmentRepository,
    private readonly replies: ReplyCounter,
  ) {}

  /** Into a conversation the caller is a party of. */
  toConversation(caller: AuthUser, conversationId: string, command: SendMessageCommand): Promise<SentMessage> {
    const { message, key } = this.prepare(command, 'content');
    return this.uow.run((tx) => this.store(tx, caller, conversationId, message, key), ANSWERED_AT_COMMIT);
  }

  /** Into the project's conversation (its key: owner, selected creator, project), made by the first message if none. */
  toProject(caller: AuthUser, projectId: string, command: SendMessageCommand): Promise<SentMessage> {
    const { message, key } = this.prepare(command, 'message');
    return this.uow.run(async (tx) => {
      const project = await this.projections.findProject(projectId, tx.manager);
      const projectKey = project && projectConversationKey(project);
      if (!project || !projectKey || !projectCounterpart(project, caller.id)) throw conversationNotFound();
      const { conversation } = await this.conversations.findOrCreate({ ...projectKey, startedBy: caller.id }, tx.manager);
      return this.store(tx, caller, conversation.id, message, key);
    }, ANSWERED_AT_COMMIT);
  }

  private prepare(command: SendMessageCommand, contentField: string): { message: NewMessage; key: string | null } {
    const prepared = prepareMessage(command, contentField);
    if (!prepared.message) throw AppError.validation(prepared.problems);
    const keyProblem = idempotencyKeyProblem(command.idempotencyKey);
    if (keyProblem) throw AppError.badRequest(ErrorCodes.idempotencyKeyInvalid, keyProblem);
    return { message: prepared.message, key: typeof command.idempotencyKey === 'string' ? command.idempotencyKey : null };
  }

  /** Stores the message into a conversation the caller is a party of; not found for anyone else. */
  private async store(
    tx: Transaction,
    caller: AuthUser,
    conversationId: string,
    input: NewMessage,
    key: string | null,
  ): Promise<SentMessage> {
    const stored = await this.sends.lockAndStore(
      { conversationId, senderId: caller.id, ...input, idempotencyKey: key },
      tx.manager,
    );
    if (!stored) throw conversationNotFound();
    const { target, message, inserted } = stored;
    const { conversation, sender, projectTitle } = target;
    if (!inserted) {
      // The key names one message: a different text or conversation under the same key is a mistake, not a retry.
      if (message.conversationId !== conversation.id || message.content !== input.content) {
        throw AppError.conflict(ErrorCodes.idempotencyKeyReused, Messages.idempotencyKeyReused);
      }
      const attachments = message.attachments.length
        ? await this.attachments.ofMessages([message.id], tx.manager)
        : new Map<string, AttachmentEntity>();
      return { conversation, message, sender, attachments };
    }
    // Only the sender's own uploads to this conversation that no message carries yet; else nothing is stored.
    const attachments = await this.attachments.bind(input.attachments, message, tx.manager);
    if (attachments.size !== input.attachments.length) {
      throw AppError.validation([{ field: 'attachments', message: Messages.attachmentUnknown }]);
    }
    await this.replies.onMessage(tx, conversation, message);
    await messageEvents.sent(tx, conversation, message, { senderName: sender?.name || UNNAMED_PARTY, projectTitle });
    return { conversation, message, sender, attachments };
  }
}
