import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CompanyStanding } from '../../domain/fee-policy';

@Injectable()
export class CompanyRepository {
  constructor(private readonly dataSource: DataSource) {}

  async recordRegistration(id: string, companyName: string, registeredAt: Date, manager: EntityManager): Promise<void> {
    await manager.query(`INSERT INTO company (id, company_name, registered_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      id,
      companyName,
      registeredAt,
    ]);
  }

  /** The company's place in registration order (1 = first), ties broken by id, with its registration time. */
  async standing(id: string, manager: EntityManager = this.dataSource.manager): Promise<CompanyStanding | null> {
    const rows: { registered_at: Date; number: string }[] = await manager.query(
      `SELECT c.registered_at,
              (SELECT count(*) FROM company o WHERE (o.registered_at, o.id) <= (c.registered_at, c.id)) AS number
       FROM company c WHERE c.id = $1`,
      [id],
    );
    return rows[0] ? { registeredAt: rows[0].registered_at, registrationNumber: Number(rows[0].number) } : null;
  }
}
