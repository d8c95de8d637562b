import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage, type ReceivedUpload, newStorageKey } from '@clipwerk/kit';
import type { Readable } from 'node:stream';
import { ErrorCodes, Messages } from '../../domain/messages';
import { AttachmentRepository } from '../../infrastructure/persistence/attachment.repository';
import { ConversationRepository } from '../../infrastructure/persistence/conversation.repository';
import type { AttachmentEntity } from '../../infrastructure/persistence/entities';
import { conversationNotFound } from '../shared/conversation-errors';

const attachmentNotFound = () => AppError.notFound(ErrorCodes.attachmentNotFound, Messages.attachmentNotFound);

/**
 * Files sent in a conversation. An upload belongs to its conversation and uploader until a message names it;
 * from then on both parties may open it. Nobody else learns that it exists.
 */
@Injectable()
export class AttachmentsService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly attachments: AttachmentRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** The party check comes first, so an outsider's upload is refused before any byte is stored. */
  async assertParty(callerId: string, conversationId: string): Promise<void> {
    if (!(await this.conversations.findForParty(conversationId, callerId))) throw conversationNotFound();
  }

  async upload(callerId: string, conversationId: string, file: ReceivedUpload): Promise<AttachmentEntity> {
    await this.assertParty(callerId, conversationId);
    const storageKey = newStorageKey('messaging/attachments', file.extension);
    await this.storage.put(storageKey, file.buffer, file.mimeType);
    return this.attachments
      .insert({
        conversationId,
        uploaderId: callerId,
        originalName: file.originalName.slice(0, 255),
        mimeType: file.mimeType,
        size: file.size,
        storageKey,
      })
      .catch(async (error: unknown) => {
        await this.storage.remove(storageKey).catch(() => undefined);
        throw error;
      });
  }

  async open(
    callerId: string,
    conversationId: string,
    attachmentId: string,
  ): Promise<{ attachment: AttachmentEntity; stream: Readable }> {
    await this.assertParty(callerId, conversationId);
    const attachment = await this.attachments.findInConversation(attachmentId, conversationId);
    // Until it is sent, an upload is its uploader's alone.
    if (!attachment || (attachment.messageId === null && attachment.uploaderId !== callerId)) throw attachmentNotFound();
    const stream = await this.storage.get(attachment.storageKey).catch(() => {
      throw attachmentNotFound();
    });
    return { attachment, stream };
  }
}
