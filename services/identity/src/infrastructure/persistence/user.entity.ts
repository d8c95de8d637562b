import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Availability, Role } from '../../domain/catalog';
import type { SocialMedia } from '../../domain/profile/social-media';

/** numeric and bigint columns come back from pg as strings. */
const numericToNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** One account, creator or company; the other role's columns stay null. `search_document` is generated in SQL. */
@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'text' })
  role!: Role;
  /** Normalised (trimmed, lower case); unique. */
  @Column({ type: 'text' })
  email!: string;
  /** Null for accounts that only ever signed in with Google. */
  @Column({ type: 'text', name: 'password_hash', nullable: true })
  passwordHash!: string | null;
  @Column({ type: 'text', name: 'google_id', nullable: true })
  googleId!: string | null;

  @Column({ type: 'text', name: 'first_name', nullable: true })
  firstName!: string | null;
  @Column({ type: 'text', name: 'last_name', nullable: true })
  lastName!: string | null;
  /** A creator's chosen name (her creator name), shown instead of her full name; null when she chose none. */
  @Column({ type: 'text', name: 'display_name', nullable: true })
  displayName!: string | null;
  /** `YYYY-MM-DD`. */
  @Column({ type: 'date', name: 'date_of_birth', nullable: true })
  dateOfBirth!: string | null;
  @Column({ type: 'text', name: 'phone_number', nullable: true })
  phoneNumber!: string | null;
  @Column({ type: 'text', default: '' })
  bio!: string;
  @Column({ type: 'text', nullable: true })
  city!: string | null;
  @Column({ type: 'text', default: 'Nederland' })
  country!: string;
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  niches!: string[];
  /** The base rate in whole cents. */
  @Column({ type: 'bigint', name: 'base_rate_cents', nullable: true, transformer: numericToNumber })
  baseRateCents!: number | null;
  @Column({ type: 'boolean', name: 'rate_negotiable', default: true })
  rateNegotiable!: boolean;
  @Column({ type: 'text', default: 'immediately' })
  availability!: Availability;
  @Column({ type: 'jsonb', name: 'social_media', default: () => `'{}'` })
  socialMedia!: SocialMedia;
  /** Kept equal to followersTotal(socialMedia) on every write, so the followers filter can use an index. */
  @Column({ type: 'int', name: 'followers_total', default: 0 })
  followersTotal!: number;
  @Column({ type: 'text', name: 'profile_picture_url', nullable: true })
  profilePictureUrl!: string | null;

  @Column({ type: 'text', name: 'company_name', nullable: true })
  companyName!: string | null;
  @Column({ type: 'text', name: 'contact_person', nullable: true })
  contactPerson!: string | null;
  @Column({ type: 'text', name: 'company_size', nullable: true })
  companySize!: string | null;
  @Column({ type: 'text', nullable: true })
  industry!: string | null;
  @Column({ type: 'text', nullable: true })
  website!: string | null;
  /** Chamber of Commerce number (8 digits) and VAT number (NL…B..): printed on the company's invoices. */
  @Column({ type: 'text', name: 'kvk_number', nullable: true })
  kvkNumber!: string | null;
  @Column({ type: 'text', name: 'btw_number', nullable: true })
  btwNumber!: string | null;

  /** Figures other contexts own; kept here by event handlers (projects, ratings, messaging) as they arrive. */
  @Column({ type: 'int', name: 'completed_projects', default: 0 })
  completedProjects!: number;
  @Column({ type: 'numeric', name: 'average_rating', precision: 3, scale: 2, nullable: true, transformer: numericToNumber })
  averageRating!: number | null;
  @Column({ type: 'int', name: 'rating_count', default: 0 })
  ratingCount!: number;
  @Column({ type: 'smallint', name: 'response_rate', nullable: true })
  responseRate!: number | null;
  /** The conversations messaging counted for the response rate; a figure over fewer is older. */
  @Column({ type: 'int', name: 'response_counted', default: 0 })
  responseCounted!: number;

  /** Tokens issued before this moment are ended (logout everywhere, password reset); null while none was. */
  @Column({ type: 'timestamptz', name: 'sessions_valid_after', nullable: true })
  sessionsValidAfter!: Date | null;
  /** Set when the user deleted her account; the row is anonymised then. */
  @Column({ type: 'timestamptz', name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;
  /** The last time she signed in (or registered): an account unused for the retention period is closed. */
  @Column({ type: 'timestamptz', name: 'last_signed_in_at', default: () => 'now()' })
  lastSignedInAt!: Date;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
