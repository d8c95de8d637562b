import { randomBytes } from 'node:crypto';
import { num, readConfig, str } from '@clipwerk/kit';

/** The notifications service's own environment, next to the platform's (DATABASE_URL, PUBLIC_URL, ... in the kit). */
export const notificationsConfigSpec = {
  /** Where mail goes (`smtp://host:port`); empty: mails are kept but not sent (`make start` sets its catcher's). */
  SMTP_URL: str({ default: '' }),
  MAIL_FROM: str({ default: 'Clipwerk <noreply@clipwerk.nl>' }),
  /** How often the mail job sends what is due (0: never; tests send by hand). */
  MAIL_SEND_INTERVAL_MS: num({ default: 2_000 }),
  /**
   * Signs the one-click unsubscribe links. Empty: a random one per process, so links of an earlier run stop
   * working; replicas and production set one.
   */
  UNSUBSCRIBE_SECRET: str({ default: '' }),
  /** How long a message stays unread before its recipient is mailed about it. */
  UNREAD_REMINDER_MINUTES: num({ default: 15 }),
};

export interface NotificationsConfig {
  smtpUrl: string;
  mailFrom: string;
  mailSendIntervalMs: number;
  unsubscribeSecret: string;
  unreadReminderMinutes: number;
}

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

export function readNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  const raw = readConfig(notificationsConfigSpec, env);
  return {
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    mailSendIntervalMs: raw.MAIL_SEND_INTERVAL_MS,
    unsubscribeSecret: raw.UNSUBSCRIBE_SECRET || randomBytes(32).toString('base64url'),
    unreadReminderMinutes: raw.UNREAD_REMINDER_MINUTES,
  };
}
