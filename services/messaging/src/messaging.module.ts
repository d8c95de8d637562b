import { RetentionController } from './interface/http/retention.controller';
import { AttachmentsService } from './application/attachments/attachments.service';
import { CountOverdueRepliesJob } from './application/count-replies/count-overdue-replies.job';
import { CountOverdueRepliesService } from './application/count-replies/count-overdue-replies.service';
import { ReplyCounter } from './application/count-replies/reply-counter';
import { AttachmentRepository } from './infrastructure/persistence/attachment.repository';
import { AttachmentsController } from './interface/http/attachments.controller';
import { Module } from '@nestjs/common';
import { retentionPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { GetConversationService } from './application/get-conversation/get-conversation.service';
import { GetProjectConversationService } from './application/get-project-conversation/get-project-conversation.service';
import { ListConversationsService } from './application/list-conversations/list-conversations.service';
import { MarkConversationReadService } from './application/mark-conversation-read/mark-conversation-read.service';
import { PurgeRetentionService } from './application/purge-retention/purge-retention.service';
import { SendMessageService } from './application/send-message/send-message.service';
import { ConversationViews } from './application/shared/conversation-view';
import { StartConversationService } from './application/start-conversation/start-conversation.service';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from './infrastructure/persistence';
import { ConversationRepository } from './infrastructure/persistence/conversation.repository';
import { MessageRepository } from './infrastructure/persistence/message.repository';
import { ProjectionsRepository } from './infrastructure/persistence/projections.repository';
import { ResponseRateRepository } from './infrastructure/persistence/response-rate.repository';
import { RetentionRepository } from './infrastructure/persistence/retention.repository';
import { SendRepository } from './infrastructure/persistence/send.repository';
import { MESSAGING_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { ConversationsController } from './interface/http/conversations.controller';

/**
 * The messaging context: conversations between a company and a creator (about a project or not), their messages
 * and read marks, a creator's response rate, and the party and project projections fed by the identity and
 * projects contexts. It has no environment of its own beyond the platform's.
 */
@Module({
  controllers: [RetentionController, ConversationsController, AttachmentsController],
  providers: [
    ...serviceKit({
      name: 'messaging',
      entities: MESSAGING_ENTITIES,
      migrations: MESSAGING_MIGRATIONS,
      subscriptions: MESSAGING_SUBSCRIPTIONS,
    }),
    // infrastructure
    ConversationRepository,
    MessageRepository,
    SendRepository,
    AttachmentRepository,
    ProjectionsRepository,
    RetentionRepository,
    ResponseRateRepository,
    // use cases
    ConversationViews,
    AttachmentsService,
    ListConversationsService,
    GetConversationService,
    StartConversationService,
    ReplyCounter,
    SendMessageService,
    GetProjectConversationService,
    MarkConversationReadService,
    PurgeRetentionService,
    retentionPurgeSchedule('messaging.retention', PurgeRetentionService),
    CountOverdueRepliesService,
    CountOverdueRepliesJob,
    // event handlers
  ],
})
export class MessagingModule {}
