import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, REALTIME_PUSH, type RealtimePush, type Transaction } from '@clipwerk/kit';
import type { EmailKind } from '../../domain/email-kinds';
import { composeMail } from '../../domain/mail-composition';
import { UNKNOWN_NAME } from '../../domain/messages';
import { type NoticeDraft, SOCKET_EVENT_OF_NOTICE } from '../../domain/notice-rules';
import { unsubscribeToken } from '../../domain/unsubscribe';
import { MailRepository } from '../../infrastructure/persistence/mail.repository';
import { NoticeRepository } from '../../infrastructure/persistence/notice.repository';
import { PreferenceRepository } from '../../infrastructure/persistence/preference.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config';
import { presentNotice } from '../notices/present-notice';

/**
 * Stores each notice and queues its e-mail when the user wants that kind, in the transaction of the event that
 * caused it: a redelivered event is skipped by the inbox, so nothing is stored or mailed twice. Once that
 * transaction committed, each notice is pushed to the user's open sockets; a push lost on the way (a crash, Redis
 * away) leaves the notice in her list, which the client reads again when its socket reconnects.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly notices: NoticeRepository,
    private readonly mails: MailRepository,
    private readonly preferences: PreferenceRepository,
    private readonly projections: ProjectionsRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(REALTIME_PUSH) private readonly realtime: RealtimePush,
  ) {}

  async notify(tx: Transaction, drafts: readonly NoticeDraft[]): Promise<void> {
    for (const draft of drafts) {
      const notice = await this.notices.insert(draft, tx.manager);
      const notification = presentNotice(notice);
      tx.afterCommit(() =>
        this.realtime.toUser(notice.userId, SOCKET_EVENT_OF_NOTICE[notice.type], { ...notice.data, notification }),
      );
      if (draft.mail && (await this.preferences.get(draft.userId, tx.manager))[draft.mail.kind]) {
        await this.mail(
          tx,
          draft.userId,
          draft.mail.subject,
          draft.mail.lines,
          draft.link,
          draft.mail.kind,
          undefined,
          draft.actor,
        );
      }
    }
  }

  /**
   * Queues one mail to the user; `kind` null for a mail one cannot switch off (the password reset, the welcome).
   * `recipient` names the address and the name to greet when the event carries them (the party may not be kept yet).
   */
  async mail(
    tx: Transaction,
    userId: string,
    subject: string,
    lines: string[],
    linkPathOrUrl: string,
    kind: EmailKind | null,
    recipient: { email?: string; name?: string; linkLabel?: string } = {},
    actor?: NoticeDraft['actor'],
  ): Promise<void> {
    const party = await this.projections.findParty(userId, tx.manager);
    const address = recipient.email ?? party?.email;
    if (!address || party?.deleted) return;
    const base = this.platform.PUBLIC_URL.replace(/\/$/, '');
    const link = linkPathOrUrl.startsWith('http') ? linkPathOrUrl : `${base}${linkPathOrUrl}`;
    const unsubscribeUrl = kind
      ? `${base}/api/notifications/unsubscribe?token=${unsubscribeToken(this.config.unsubscribeSecret, userId, kind)}`
      : '';
    const name = recipient.name || party?.name || UNKNOWN_NAME;
    const composed = composeMail({ name, subject, lines, link, linkLabel: recipient.linkLabel, unsubscribeUrl });
    await this.mails.enqueue(
      { to: address, ...composed, unsubscribeUrl, actorId: actor?.id || null, actorName: actor?.name ?? '' },
      tx.manager,
    );
  }
}
