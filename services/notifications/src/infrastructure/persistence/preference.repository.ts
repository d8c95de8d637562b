import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type EmailPreferences, preferencesOf } from '../../domain/email-kinds';
import { EmailPreferenceEntity } from './entities';

@Injectable()
export class PreferenceRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(userId: string, manager: EntityManager = this.dataSource.manager): Promise<EmailPreferences> {
    return preferencesOf((await manager.findOneBy(EmailPreferenceEntity, { userId }))?.email);
  }

  /** Merges the changes into what is stored, in one statement, so two changes at once both count. */
  async change(userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
    await this.dataSource.query(
      `INSERT INTO email_preference (user_id, email) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET email = email_preference.email || EXCLUDED.email`,
      [userId, JSON.stringify(changes)],
    );
    return this.get(userId);
  }
}
