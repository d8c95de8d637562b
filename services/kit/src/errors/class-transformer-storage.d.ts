/** class-transformer's registry of @Type, @Expose, @Exclude and @Transform, as its own pipe reads it. */
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
