import { Injectable } from '@nestjs/common';
import { deleteInBatches, purgeEventLogs } from '@clipwerk/kit';
import { DataSource } from 'typeorm';

/** A fact of a day before the cut-off's UTC day has outlived its retention. */
const BEFORE_CUTOFF_DAY = `($1::timestamptz AT TIME ZONE 'UTC')::date`;

/** Removes facts past their retention, batch by batch. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly db: DataSource) {}

  /** Days before the cut-off, then the facts left without a day, then event records older than a year. */
  async removePast(cutoff: Date, now: Date, batchSize: number): Promise<{ days: number; facts: number; logs: number }> {
    return {
      days: await this.removeDaysBefore(cutoff, batchSize),
      facts: await this.removeFactsBefore(cutoff, batchSize),
      logs: await purgeEventLogs(this.db, now, batchSize),
    };
  }

  private async removeDaysBefore(cutoff: Date, batchSize: number): Promise<number> {
    const days = (table: string) => deleteInBatches(this.db, { table, where: `day < ${BEFORE_CUTOFF_DAY}`, cutoff, batchSize });
    return (await days('user_day')) + (await days('project_day'));
  }

  /** A project's or proposal's own facts once none of its days is kept any more; a project still running stays. */
  private async removeFactsBefore(cutoff: Date, batchSize: number): Promise<number> {
    const projects = await deleteInBatches(this.db, {
      table: 'project_fact',
      where: `greatest(published_day, hired_day, completed_day, ended_day) < ${BEFORE_CUTOFF_DAY}
        AND (first_published_day IS NULL OR ended_day IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM project_day d WHERE d.project_id = project_fact.project_id)`,
      cutoff,
      batchSize,
    });
    const proposals = await deleteInBatches(this.db, {
      table: 'proposal_fact',
      where: `submitted_day < ${BEFORE_CUTOFF_DAY}`,
      cutoff,
      batchSize,
    });
    return projects + proposals;
  }
}
