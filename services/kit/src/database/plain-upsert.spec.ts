import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { Column, type DataSource, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { createTestDatabase } from '../testing';
import { openServiceDatabase } from './data-source';
import { PlainUpsert } from './plain-upsert';

/** A projection as services keep them: a key, a text, cents in a bigint, a JSON column and an update date. */
@Entity('kept_project')
class KeptProject {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'owner_id', type: 'uuid' }) ownerId!: string;
  @Column({ type: 'text', default: '' }) title!: string;
  @Column({ name: 'budget_cents', type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: Number } })
  budgetCents!: number;
  @Column({ type: 'jsonb', default: () => `'[]'` }) tags!: string[];
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

describe('an entity upserted by hand-written SQL (real PostgreSQL)', () => {
  let db: DataSource;
  let upsert: PlainUpsert<KeptProject>;

  beforeAll(async () => {
    const url = await createTestDatabase('kit_plain_upsert');
    db = await openServiceDatabase({ url, schema: 'upserts', entities: [KeptProject], migrations: [], poolSize: 2 });
    await db.query(`CREATE TABLE kept_project (id uuid PRIMARY KEY, owner_id uuid NOT NULL, title text NOT NULL DEFAULT '',
      budget_cents bigint NOT NULL DEFAULT 0, tags jsonb NOT NULL DEFAULT '[]', updated_at timestamptz NOT NULL DEFAULT now())`);
    upsert = new PlainUpsert(db, KeptProject, ['id']);
  });

  afterAll(() => db?.destroy());

  const read = async (id: string) =>
    (await db.query('SELECT owner_id, title, budget_cents, tags, updated_at FROM kept_project WHERE id = $1', [id]))[0];

  it('writes what TypeORM’s upsert writes, for the same events in the same order', async () => {
    const [ours, theirs] = [randomUUID(), randomUUID()];
    const owner = randomUUID();
    const events: Partial<KeptProject>[] = [
      { ownerId: owner, title: 'Koffie' },
      { ownerId: owner, budgetCents: 25_000, tags: ['video', 'foto'] },
      { ownerId: owner, title: 'Koffie en thee' },
    ];
    for (const facts of events) {
      await db.transaction((manager) => upsert.queue(manager, { id: ours, ...facts }));
      await db.manager.upsert(KeptProject, { id: theirs, ...facts }, { conflictPaths: ['id'] });
    }
    const [mine, typeorms] = [await read(ours), await read(theirs)];
    expect({ ...mine, updated_at: undefined }).toEqual({ ...typeorms, updated_at: undefined });
    expect(mine).toMatchObject({ title: 'Koffie en thee', budget_cents: '25000', tags: ['video', 'foto'] });
  });

  it('keeps what an event does not carry, and dates the row anew', async () => {
    const id = randomUUID();
    await upsert.queue(db.manager, { id, ownerId: randomUUID(), title: 'Eerst', budgetCents: 100 });
    const before = await read(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await upsert.queue(db.manager, { id, ownerId: before.owner_id, title: 'Daarna' });
    const after = await read(id);
    expect(after).toMatchObject({ title: 'Daarna', budget_cents: '100' });
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('leaves a value in place when the row holds one of those the caller keeps, and writes the rest', async () => {
    const id = randomUUID();
    const ownerId = randomUUID();
    const apply = (title: string, budgetCents: number) =>
      db.transaction((manager) => upsert.queue(manager, { id, ownerId, title, budgetCents }, { title: ['Gesloten'] }));
    await apply('Open', 100);
    await apply('Gesloten', 200);
    await apply('Open', 300);
    expect(await read(id)).toMatchObject({ title: 'Gesloten', budget_cents: '300' });
    await upsert.queue(db.manager, { id, ownerId, title: 'Weer open' });
    expect(await read(id)).toMatchObject({ title: 'Weer open', budget_cents: '300' });
  });

  it('goes with the COMMIT in a transaction: an apply takes no round trip of its own', async () => {
    const runner = db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient & { connection: NodeJS.EventEmitter };
    let trips = 0;
    const count = () => (trips += 1);
    const apply = async (title: string) => {
      const id = randomUUID();
      await runner.startTransaction();
      await upsert.queue(runner.manager, { id, ownerId: randomUUID(), title });
      await runner.commitTransaction();
      return id;
    };
    try {
      // The first time on a connection each statement is parsed on its own; from then on all go in one write.
      await apply('Eerste keer');
      client.connection.on('readyForQuery', count);
      const id = await apply('Samen met de COMMIT');
      expect(trips).toBe(1);
      expect(await read(id)).toMatchObject({ title: 'Samen met de COMMIT' });
    } finally {
      client.connection.off('readyForQuery', count);
      await runner.release();
    }
  });
});
