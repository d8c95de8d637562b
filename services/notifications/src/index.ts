export { NotificationsModule } from './notifications.module';
export { readNotificationsConfig } from './config';
