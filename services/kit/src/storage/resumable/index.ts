export { RESUMABLE_AREA } from './resumable-store';
export * from './resumable-uploads';
