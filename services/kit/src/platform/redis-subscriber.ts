import type { Redis } from 'ioredis';

/**
 * A connection of its own for Redis pub/sub, without ioredis's ready check: its INFO can reach Redis after the
 * SUBSCRIBE queued before it (ioredis 5.8.2 and later), Redis refuses it on a subscribed connection, and ioredis then
 * reconnects over and over without delivering a message (redis/ioredis#2037).
 */
export const subscriberConnection = (redis: Redis): Redis => redis.duplicate({ enableReadyCheck: false });
