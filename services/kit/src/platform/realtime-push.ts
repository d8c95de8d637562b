import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { createLogger } from '../logging/logger';

/** The socket.io room of one user's open sockets; the gateway joins each socket to it, pushes address it. */
export const userRoom = (userId: string) => `user:${userId}`;

/** What a push needs of a socket.io server: `server.to(room).emit(event, payload)`. */
export interface SocketRooms {
  to(room: string): { emit(event: string, payload: unknown): unknown };
}

/** Pushes to a user's open sockets, from whichever process holds the news. */
export const REALTIME_PUSH = Symbol('REALTIME_PUSH');

/**
 * A process that hosts the gateway's socket server emits through it (with the Redis adapter that reaches every
 * replica). A process without one (a service on its own) emits through Redis, where every gateway's adapter
 * listens. Neither: no socket can hear it, the push is dropped.
 */
export class RealtimePush {
  private readonly log = createLogger('realtime.push');
  private server?: SocketRooms;
  private emitter?: Emitter;

  constructor(private readonly redis: Redis | null) {}

  /** The gateway's socket server, in the process that hosts it. */
  attach(server: SocketRooms): void {
    this.server = server;
  }

  toUser(userId: string, event: string, payload: unknown): void {
    const target = this.server ?? this.redisEmitter();
    if (!target) return;
    target.to(userRoom(userId)).emit(event, payload);
    this.log.debug({ userId, event }, 'pushed');
  }

  private redisEmitter(): Emitter | undefined {
    const redis = this.redis;
    // A push is news, not state: with Redis away it is lost (logged), never an unhandled rejection.
    const publish = (channel: string, message: Buffer) =>
      redis?.publish(channel, message).catch((error: unknown) => this.log.warn({ err: error }, 'push not published'));
    if (redis) this.emitter ??= new Emitter({ publish });
    return this.emitter;
  }
}
