import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config';
import { ReminderRepository } from '../../infrastructure/persistence/reminder.repository';
import { on, type EventHandler, type HandlerType, type ReceivedEvent, type Subscription, type Transaction } from '@clipwerk/kit';
import {
  type EventDefinition,
  IdentityEvents,
  MessagingEvents,
  PaymentEvents,
  ProjectEvents,
  ProposalEvents,
} from '@clipwerk/proto';
import { Messages } from '../../domain/messages';
import { greetingName, welcomeMail } from '../../domain/welcome-mail';
import { type NoticeContext, type NoticeDraft } from '../../domain/notice-rules';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { Notifier } from './notifier';

type Payload<D extends EventDefinition> = ReceivedEvent<D>['payload'];

/** How one event becomes notices: the rule (NOTICE_RULES) and where the project's title comes from. */
interface NoticeRow<D extends EventDefinition> {
  event: D;
  drafts: (payload: Payload<D>, context: NoticeContext) => NoticeDraft[];
  /** The title the event carries; without one (or when it is empty) the projection's. */
  title?: (payload: Payload<D>) => string;
  /** `false` when the rule needs no project, so nothing is read. */
  project?: false;
}

/** The one handler behind every row: read the project's title, apply the row's rule, notify. */
@Injectable() // emits the constructor's parameter types, which each row's handler inherits
abstract class NoticeHandler implements EventHandler {
  protected abstract readonly row: NoticeRow<EventDefinition>;

  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly notifier: Notifier,
  ) {}

  async handle({ payload }: ReceivedEvent, tx: Transaction): Promise<void> {
    const { drafts, title, project } = this.row;
    const carried = title?.(payload) ?? '';
    const projectTitle = carried || project === false ? carried : await this.knownTitle(payload, tx);
    await this.notifier.notify(tx, drafts(payload, { projectTitle }));
  }

  /** The project's title as the parties know it (empty when the projects event has not arrived yet). */
  private async knownTitle(payload: ReceivedEvent['payload'], tx: Transaction): Promise<string> {
    const { projectId } = payload as unknown as { projectId: string };
    return (await this.projections.findProject(projectId, tx.manager))?.title ?? '';
  }
}

const GROUPS = [IdentityEvents, MessagingEvents, PaymentEvents, ProjectEvents, ProposalEvents];

/**
 * A row of the table as a subscription. Its handler is named `NotifyWhen<Event>`: the name is the consumer's inbox
 * entry, so it stays the same for as long as the row exists.
 */
export function notice<D extends EventDefinition>(
  event: D,
  drafts: NoticeRow<D>['drafts'],
  options: Omit<NoticeRow<D>, 'event' | 'drafts'> = {},
): Subscription {
  const eventName = GROUPS.flatMap((group) => Object.entries(group)).find(([, definition]) => definition === event)?.[0];
  if (!eventName) throw new Error(`notice(): ${event.type} is in no event group`);
  const row = { event, drafts, ...options } as unknown as NoticeRow<EventDefinition>;
  const handler = class extends NoticeHandler {
    protected readonly row = row;
  };
  Object.defineProperty(handler, 'name', { value: `NotifyWhen${eventName}` });
  return on(event, handler as unknown as HandlerType<D>);
}

/** A message not read within the reminder time is mailed about once per conversation (see RemindUnreadMessages). */
@Injectable()
export class RememberUnreadWhenMessageSent implements EventHandler<typeof MessagingEvents.MessageSent> {
  constructor(
    private readonly reminders: ReminderRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle({ payload }: ReceivedEvent<typeof MessagingEvents.MessageSent>, tx: Transaction): Promise<void> {
    const sentAt = new Date(payload.sentAt);
    const dueAt = new Date(sentAt.getTime() + this.config.unreadReminderMinutes * 60_000);
    for (const userId of payload.recipientIds) {
      await this.reminders.remember(
        { userId, conversationId: payload.conversationId, senderName: payload.senderName, firstUnreadAt: sentAt, dueAt },
        tx.manager,
      );
    }
  }
}

@Injectable()
export class ForgetUnreadWhenConversationRead implements EventHandler<typeof MessagingEvents.ConversationRead> {
  constructor(private readonly reminders: ReminderRepository) {}

  async handle({ payload }: ReceivedEvent<typeof MessagingEvents.ConversationRead>, tx: Transaction): Promise<void> {
    await this.reminders.forget(payload.readerId, payload.conversationId, new Date(payload.readAt), tx.manager);
  }
}

/** The reset link is always mailed, whatever the user switched off: she cannot sign in without it. */
@Injectable()
export class MailWhenPasswordResetRequested implements EventHandler<typeof IdentityEvents.PasswordResetRequested> {
  constructor(private readonly notifier: Notifier) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.PasswordResetRequested>, tx: Transaction): Promise<void> {
    await this.notifier.mail(
      tx,
      payload.userId,
      Messages.subjectPasswordReset,
      [Messages.passwordResetBody],
      payload.resetUrl,
      null,
      { email: payload.email },
    );
  }
}

/** One welcome mail on registration, in the words of the user's role; like the reset, not one to switch off. */
@Injectable()
export class MailWelcomeWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly notifier: Notifier) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    const welcome = welcomeMail(payload.role);
    await this.notifier.mail(tx, payload.userId, welcome.subject, welcome.lines, welcome.link, null, {
      email: payload.email,
      name: greetingName(payload),
      linkLabel: welcome.linkLabel,
    });
  }
}
