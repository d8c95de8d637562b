// The notifications context's answers as they travel: the controller is typed with them and the front ends read
// them through @clipwerk/contracts/notifications, so renaming a field breaks the type check on both sides. Types
// only, no code: the browser bundles never carry this file.
import type { EmailPreferences } from '../../domain/email-kinds';
import type { NoticeType } from '../../domain/notice-rules';

export type { EmailPreferences, NoticeType };

/** One notice of the bell. */
export interface NoticeBody {
  id: string;
  type: NoticeType;
  /** The Dutch text as the notice was made. */
  message: string;
  /** What the notice is about (ids of the project, proposal, conversation). */
  data: Record<string, string>;
  /** The page where the user acts on it, a path of the product (the bell navigates there). */
  link: string;
  createdAt: string;
  read: boolean;
}

/** GET /notifications: one's own notices, newest first, and how many are unread. */
export interface NoticesAnswer {
  success: true;
  notifications: NoticeBody[];
  unreadCount: number;
}

/** GET and PUT /notifications/preferences: one switch per kind of e-mail. */
export interface EmailPreferencesAnswer {
  success: true;
  email: EmailPreferences;
}

/** GET /notifications/retention: the privacy page's period(s) of this context, in the kit's one shape. */
export type { RetentionAnswer, StatedRetention } from '../../../../kit/src/retention/retention-answer';
