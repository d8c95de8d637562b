import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MediaPurpose = 'profile-picture' | 'video' | 'image';

/** An uploaded file: the bytes live in FILE_STORAGE under a random key, the facts about them here. */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
  @Column({ type: 'uuid', name: 'owner_id' })
  ownerId!: string;
  @Column({ type: 'text', name: 'storage_key' })
  storageKey!: string;
  /** Decided from the bytes at upload, never from the name or the browser's claim. */
  @Column({ type: 'text', name: 'mime_type' })
  mimeType!: string;
  @Column({ type: 'int', name: 'size_bytes' })
  size!: number;
  @Column({ type: 'text', name: 'original_name' })
  originalName!: string;
  @Column({ type: 'text' })
  kind!: 'image' | 'video';
  @Column({ type: 'text' })
  purpose!: MediaPurpose;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}
