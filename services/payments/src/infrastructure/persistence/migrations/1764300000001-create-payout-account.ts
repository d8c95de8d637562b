import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One payout account per creator: the provider's account id, its status and the bank details a creator sees. */
export class CreatePayoutAccount1764300000001 implements MigrationInterface {
  name = 'CreatePayoutAccount1764300000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE payout_account (
        creator_id uuid PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('stripe', 'simulated')),
        provider_account_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('not_connected', 'pending', 'active', 'restricted')),
        last4 text CHECK (last4 ~ '^[0-9A-Za-z]{4}$'),
        bank_name text,
        country text CHECK (country ~ '^[A-Z]{2}$'),
        -- When the provider's state we hold was observed: an older observation never overwrites it.
        observed_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_account_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE payout_account`);
  }
}
