import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob, createLogger } from '@clipwerk/kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config';
import { RemindUnreadMessagesService } from './remind-unread-messages.service';
import { SendDueMailsService } from './send-due-mails.service';

/**
 * Every MAIL_SEND_INTERVAL_MS, in every replica: turns due reminders of unread messages into mails, then sends
 * what is due (each claimed with SKIP LOCKED).
 */
@Injectable()
export class SendDueMailsJob extends IntervalJob {
  constructor(
    private readonly send: SendDueMailsService,
    private readonly remind: RemindUnreadMessagesService,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {
    super('notifications.mail');
    if (!config.smtpUrl) createLogger('notifications.mail').warn('SMTP_URL is not set: mails are kept and not sent');
  }

  protected get intervalMs(): number {
    return this.config.mailSendIntervalMs;
  }

  protected async runOnce() {
    await this.remind.run();
    return this.send.run();
  }
}
