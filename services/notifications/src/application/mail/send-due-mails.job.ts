import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@clipwerk/kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config';
import { RemindUnreadMessagesService } from './remind-unread-messages.service';
import { SendDueMailsService } from './send-due-mails.service';

/**
 * In every replica every MAIL_SEND_INTERVAL_MS (0: never; tests run it by hand): turns due reminders of unread
 * messages into mails, then sends what is due. Runs never overlap.
 */
@Injectable()
export class SendDueMailsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger('notifications.mail');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly send: SendDueMailsService,
    private readonly remind: RemindUnreadMessagesService,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) this.log.warn('SMTP_URL is not set: mails are kept and not sent');
    if (this.config.mailSendIntervalMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.config.mailSendIntervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    // Reminders that fell due become mails first, so this run sends them.
    this.running = this.remind
      .run()
      .then(() => this.send.run())
      .catch((error: unknown) => this.log.error({ err: error }, 'mail run failed; the next run tries again'))
      .finally(() => {
        this.running = null;
      });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
