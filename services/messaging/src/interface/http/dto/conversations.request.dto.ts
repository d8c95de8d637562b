import { IsOptional } from 'class-validator';

// The rules (trimmed, not empty, at most MESSAGE_MAX characters, Dutch texts) live in domain/message-rules.ts; these
// classes only name the fields the routes accept (the kit's pipe drops everything else).

/** POST /conversations. */
export class StartConversationRequest {
  @IsOptional()
  participantId?: unknown;

  @IsOptional()
  projectId?: unknown;
}

/** POST /conversations/{id}/messages. */
export class SendMessageRequest {
  @IsOptional()
  content?: unknown;

  @IsOptional()
  attachments?: unknown;
}

/** POST /conversations/project/{projectId}/message: the text is called `message` on this route. */
export class SendProjectMessageRequest {
  @IsOptional()
  message?: unknown;

  @IsOptional()
  attachments?: unknown;
}

/** GET /conversations. */
export class ListConversationsQuery {
  @IsOptional()
  q?: string;

  @IsOptional()
  limit?: string;
}

/** GET /conversations/{id} and /conversations/project/{projectId}: a page of messages before `before`. */
export class MessagePageQuery {
  @IsOptional()
  before?: string;

  @IsOptional()
  limit?: string;
}
