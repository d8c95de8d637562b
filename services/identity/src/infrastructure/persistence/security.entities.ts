import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { JWK } from 'jose';

/** A logged-out token: the truth behind the kit's REVOCATION_LIST (which is rebuilt from here at start). */
@Entity('revoked_token')
export class RevokedTokenEntity {
  @PrimaryColumn({ type: 'text', name: 'token_id' })
  tokenId!: string;
  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;
  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;
  @CreateDateColumn({ type: 'timestamptz', name: 'revoked_at' })
  revokedAt!: Date;
}

/** Identity's Ed25519 signing keys; the newest unretired one signs, every unretired one verifies. */
@Entity('signing_key')
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'text' })
  kid!: string;
  @Column({ type: 'text' })
  algorithm!: string;
  @Column({ type: 'jsonb', name: 'public_jwk' })
  publicJwk!: JWK;
  @Column({ type: 'jsonb', name: 'private_jwk' })
  privateJwk!: JWK;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'retired_at', nullable: true })
  retiredAt!: Date | null;
}

/** A password reset link; only its SHA-256 is stored, so a database leak does not hand out working links. */
@Entity('password_reset_token')
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;
  @Column({ type: 'text', name: 'token_hash' })
  tokenHash!: string;
  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;
  @Column({ type: 'timestamptz', name: 'used_at', nullable: true })
  usedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
