export { RESUMABLE_AREA } from './resumable-store';
export * from './resumable-uploads';
export { RedisLocker, type RedisLockerOptions } from './redis-locker';
