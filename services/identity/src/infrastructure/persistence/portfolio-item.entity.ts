import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PortfolioCategory } from '../../domain/catalog';

@Entity('portfolio_item')
export class PortfolioItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'text' })
  title!: string;
  @Column({ type: 'text', default: '' })
  description!: string;
  @Column({ type: 'text', name: 'video_url' })
  videoUrl!: string;
  @Column({ type: 'text', name: 'thumbnail_url', nullable: true })
  thumbnailUrl!: string | null;
  @Column({ type: 'text', default: 'other' })
  category!: PortfolioCategory;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
