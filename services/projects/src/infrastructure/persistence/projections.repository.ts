import { Injectable } from '@nestjs/common';
import { PlainRows } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CompanyEntity, CreatorEntity } from './projections.entities';

/** The company and creator projections: upserts from identity's events, reads by id or e-mail. */
@Injectable()
export class PartiesRepository {
  private readonly companies: PlainRows<CompanyEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.companies = new PlainRows(dataSource, CompanyEntity, 'c');
  }

  /** Plain SQL: every project created reads its company so. */
  async findCompany(id: string, manager: EntityManager = this.dataSource.manager): Promise<CompanyEntity | null> {
    return this.companies.one(manager, `SELECT ${this.companies.select} FROM company c WHERE c.id = $1`, [id]);
  }

  findCompanyByEmail(email: string): Promise<CompanyEntity | null> {
    return this.dataSource.manager.findOneBy(CompanyEntity, { email: email.trim().toLowerCase() });
  }

  /** Only the given fields change: a ProfileUpdated carries no e-mail or test flag, and must not erase them. */
  async upsertCompany(company: Partial<CompanyEntity> & { id: string }, manager: EntityManager): Promise<void> {
    await manager.upsert(CompanyEntity, company, { conflictPaths: ['id'], skipUpdateIfNoValuesChanged: true });
  }

  async upsertCreator(creator: Partial<CreatorEntity> & { id: string }, manager: EntityManager): Promise<void> {
    await manager.upsert(CreatorEntity, creator, { conflictPaths: ['id'], skipUpdateIfNoValuesChanged: true });
  }
}
