import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '@clipwerk/kit';
import type { FastifyReply } from 'fastify';
import { GetConversationService } from '../../application/get-conversation/get-conversation.service';
import { GetProjectConversationService } from '../../application/get-project-conversation/get-project-conversation.service';
import { ListConversationsService } from '../../application/list-conversations/list-conversations.service';
import { MarkConversationReadService } from '../../application/mark-conversation-read/mark-conversation-read.service';
import { SendMessageService } from '../../application/send-message/send-message.service';
import { StartConversationService } from '../../application/start-conversation/start-conversation.service';
import { presentConversation, presentParticipant, presentSent, presentSummary } from './conversation.presenter';
import {
  ListConversationsQuery,
  MessagePageQuery,
  SendMessageRequest,
  SendProjectMessageRequest,
  StartConversationRequest,
} from './dto/conversations.request.dto';
import type {
  ConversationAnswer,
  ConversationReadAnswer,
  ConversationsAnswer,
  ConversationStartedAnswer,
  MessageSentAnswer,
  ProjectConversationAnswer,
  ProjectMessageSentAnswer,
} from './api.contract';

/** Every call needs a signed-in user (the kit's guard); a conversation answers only its two parties. */
@Controller('conversations')
export class ConversationsController {
  constructor(
    private readonly list: ListConversationsService,
    private readonly getConversation: GetConversationService,
    private readonly startConversation: StartConversationService,
    private readonly sendMessage: SendMessageService,
    private readonly projectConversation: GetProjectConversationService,
    private readonly markRead: MarkConversationReadService,
  ) {}

  @Get()
  async mine(@CurrentUser() caller: AuthUser, @Query() query: ListConversationsQuery): Promise<ConversationsAnswer> {
    const { conversations, totalUnread } = await this.list.execute(caller.id, query);
    return { success: true, conversations: conversations.map((summary) => presentSummary(summary, caller.id)), totalUnread };
  }

  /** 201 when the conversation was made now, 200 when it already existed. */
  @Post()
  async start(
    @CurrentUser() caller: AuthUser,
    @Body() body: StartConversationRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationStartedAnswer> {
    const { view, created } = await this.startConversation.execute(caller, body);
    reply.status(created ? 201 : 200);
    return { success: true, created, conversation: presentConversation(view, caller.id) };
  }

  @Get('project/:projectId')
  async forProject(
    @CurrentUser() caller: AuthUser,
    @Param('projectId') projectId: string,
    @Query() page: MessagePageQuery,
  ): Promise<ProjectConversationAnswer> {
    const { project, counterpart, view } = await this.projectConversation.execute(caller, projectId, page);
    const conversation = view ? presentConversation(view, caller.id) : null;
    return {
      success: true,
      project: { id: project.id, title: project.title },
      participant: presentParticipant(counterpart.id, counterpart.party),
      conversation,
      messages: conversation?.messages ?? [],
    };
  }

  @Post('project/:projectId/message')
  async sendToProject(
    @CurrentUser() caller: AuthUser,
    @Param('projectId') projectId: string,
    @Body() body: SendProjectMessageRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<ProjectMessageSentAnswer> {
    const sent = await this.sendMessage.toProject(caller, projectId, {
      content: body.message,
      attachments: body.attachments,
      idempotencyKey,
    });
    return { success: true, conversation: { id: sent.conversation.id }, message: presentSent(sent, caller.id) };
  }

  @Get(':id')
  async one(
    @CurrentUser() caller: AuthUser,
    @Param('id') conversationId: string,
    @Query() page: MessagePageQuery,
  ): Promise<ConversationAnswer> {
    const view = await this.getConversation.execute(caller.id, conversationId, page);
    return { success: true, conversation: presentConversation(view, caller.id) };
  }

  @Post(':id/messages')
  async send(
    @CurrentUser() caller: AuthUser,
    @Param('id') conversationId: string,
    @Body() body: SendMessageRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<MessageSentAnswer> {
    const sent = await this.sendMessage.toConversation(caller, conversationId, { ...body, idempotencyKey });
    return { success: true, message: presentSent(sent, caller.id) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(@CurrentUser() caller: AuthUser, @Param('id') conversationId: string): Promise<ConversationReadAnswer> {
    const { marked, totalUnread } = await this.markRead.execute(caller.id, conversationId);
    return { success: true, conversationId, unreadCount: 0, marked, totalUnread };
  }
}
