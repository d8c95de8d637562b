import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { EMAIL_KIND_LABELS, type EmailKind, type EmailPreferences, preferenceChanges } from '../../domain/email-kinds';
import { ErrorCodes, Messages } from '../../domain/messages';
import { readUnsubscribeToken } from '../../domain/unsubscribe';
import { PreferenceRepository } from '../../infrastructure/persistence/preference.repository';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config';

/** The e-mail switches of /profile, and the one-click unsubscribe of every mail. */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly preferences: PreferenceRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  get(userId: string): Promise<EmailPreferences> {
    return this.preferences.get(userId);
  }

  async change(userId: string, input: unknown): Promise<EmailPreferences> {
    const changes = preferenceChanges(input);
    if (!changes) throw AppError.validation([{ field: 'email', message: Messages.preferencesInvalid }]);
    return this.preferences.change(userId, changes);
  }

  /** Switches one kind off for the user the signed token names; answers the kind's Dutch name. */
  async unsubscribe(token: unknown): Promise<string> {
    const reader = readUnsubscribeToken(this.config.unsubscribeSecret, token);
    if (!reader) throw AppError.badRequest(ErrorCodes.unsubscribeInvalid, Messages.unsubscribeInvalid);
    await this.preferences.change(reader.userId, { [reader.kind]: false } as Partial<Record<EmailKind, boolean>>);
    return EMAIL_KIND_LABELS[reader.kind];
  }
}
