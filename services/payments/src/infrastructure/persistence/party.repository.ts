import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Party } from '../../domain/invoice';

/** The parties as the documents name them: companies (with KvK and BTW numbers) and creators, from identity's events. */
@Injectable()
export class PartyRepository {
  async company(id: string, manager: EntityManager): Promise<Party> {
    const rows: { company_name: string; kvk_number: string | null; btw_number: string | null }[] = await manager.query(
      `SELECT company_name, kvk_number, btw_number FROM company WHERE id = $1`,
      [id],
    );
    return { name: rows[0]?.company_name ?? '', kvkNumber: rows[0]?.kvk_number ?? null, btwNumber: rows[0]?.btw_number ?? null };
  }

  async creator(id: string, manager: EntityManager): Promise<Party> {
    const rows: { display_name: string }[] = await manager.query(`SELECT display_name FROM creator WHERE id = $1`, [id]);
    return { name: rows[0]?.display_name ?? '', kvkNumber: null, btwNumber: null };
  }

  async recordCreator(id: string, displayName: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO creator (id, display_name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name`,
      [id, displayName],
    );
  }

  /** A company payments knows (registered after payments started) gets its new name and numbers. */
  async updateCompany(
    id: string,
    company: { companyName: string; kvkNumber: string | null; btwNumber: string | null },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(`UPDATE company SET company_name = $2, kvk_number = $3, btw_number = $4 WHERE id = $1`, [
      id,
      company.companyName,
      company.kvkNumber,
      company.btwNumber,
    ]);
  }
}
