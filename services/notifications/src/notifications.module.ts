import { RetentionController } from './interface/http/retention.controller';
import { type DynamicModule, Module } from '@nestjs/common';
import { retentionPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { RemindUnreadMessagesService } from './application/mail/remind-unread-messages.service';
import { SendDueMailsJob } from './application/mail/send-due-mails.job';
import { SendDueMailsService } from './application/mail/send-due-mails.service';
import { NoticesService } from './application/notices/notices.service';
import { Notifier } from './application/notify/notifier';
import { PurgeRetentionService } from './application/purge-retention/purge-retention.service';
import { PreferencesService } from './application/preferences/preferences.service';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig, readNotificationsConfig } from './config';
import { MAIL_SENDER, SmtpMailSender } from './infrastructure/mail/mail-sender';
import { NOTIFICATIONS_ENTITIES, NOTIFICATIONS_MIGRATIONS } from './infrastructure/persistence';
import { MailRepository } from './infrastructure/persistence/mail.repository';
import { NoticeRepository } from './infrastructure/persistence/notice.repository';
import { PreferenceRepository } from './infrastructure/persistence/preference.repository';
import { ProjectionsRepository } from './infrastructure/persistence/projections.repository';
import { ReminderRepository } from './infrastructure/persistence/reminder.repository';
import { RetentionRepository } from './infrastructure/persistence/retention.repository';
import { NOTIFICATIONS_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { NotificationsController } from './interface/http/notifications.controller';

/**
 * The notifications context: one notice per recipient for every event that matters (announced for the realtime
 * gateway), the user's e-mail switches, and the mails themselves, queued in the event's transaction and sent by a
 * job over SMTP. Import it as is (configuration from the environment) or through `forRoot(config)`.
 */
@Module({
  controllers: [RetentionController, NotificationsController],
  providers: [
    ...serviceKit({
      name: 'notifications',
      entities: NOTIFICATIONS_ENTITIES,
      migrations: NOTIFICATIONS_MIGRATIONS,
      subscriptions: NOTIFICATIONS_SUBSCRIPTIONS,
    }),
    { provide: NOTIFICATIONS_CONFIG, useFactory: () => readNotificationsConfig() },
    {
      provide: MAIL_SENDER,
      inject: [NOTIFICATIONS_CONFIG],
      useFactory: (config: NotificationsConfig) => new SmtpMailSender(config.smtpUrl, config.mailFrom),
    },
    // infrastructure
    ProjectionsRepository,
    NoticeRepository,
    PreferenceRepository,
    MailRepository,
    ReminderRepository,
    RetentionRepository,
    // use cases
    Notifier,
    NoticesService,
    PreferencesService,
    SendDueMailsService,
    RemindUnreadMessagesService,
    SendDueMailsJob,
    PurgeRetentionService,
    retentionPurgeSchedule('notifications.retention', PurgeRetentionService),
    // event handlers
  ],
})
export class NotificationsModule {
  /** Explicit configuration instead of the environment (tests, or a host that read it already). */
  static forRoot(config: NotificationsConfig = readNotificationsConfig()): DynamicModule {
    return { module: NotificationsModule, providers: [{ provide: NOTIFICATIONS_CONFIG, useValue: config }] };
  }
}
