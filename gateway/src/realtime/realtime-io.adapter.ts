import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { subscriberConnection } from '@clipwerk/kit';

/** socket.io with the Redis adapter when Redis is configured, so rooms span every gateway replica. */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis | null,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, options);
    if (this.redis) {
      // The adapter needs its own publish and subscribe connections (a subscribed connection can do nothing else).
      const [pub, sub] = [this.redis.duplicate(), subscriberConnection(this.redis)];
      this.connections.push(pub, sub);
      server.adapter(createAdapter(pub, sub));
    }
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.connections.splice(0).map((connection) => connection.quit().catch(() => undefined)));
  }
}
