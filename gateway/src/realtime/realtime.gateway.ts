import { TokenVerifier, createLogger } from '@clipwerk/kit';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';

/** The room every notice for one user is sent to, from any process (via the Redis adapter/emitter). */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * The socket.io endpoint on the default path. A connection is accepted only with a valid token in the handshake
 * (`auth.token`); every reconnect is a new handshake, so a revoked or expired token is refused then too.
 */
@WebSocketGateway({ cors: false, transports: ['polling', 'websocket'] })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly log = createLogger('realtime');

  @WebSocketServer()
  private readonly server!: Server;

  constructor(private readonly verifier: TokenVerifier) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      if (!token) return next(new Error('unauthorized'));
      this.verifier.verify(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
  }

  /** Sends a notice to every open connection of one user, across gateway replicas when Redis is configured. */
  notifyUser(userId: string, event: string, payload: unknown): void {
    this.server.to(userRoom(userId)).emit(event, payload);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = socket.data.user as { id: string; expiresAt: Date };
    await socket.join(userRoom(user.id));
    // A socket must not outlive its token.
    const msLeft = user.expiresAt.getTime() - Date.now();
    const timer = setTimeout(() => socket.disconnect(true), Math.min(msLeft, 2 ** 31 - 1));
    socket.once('disconnect', () => clearTimeout(timer));
    this.log.debug({ userId: user.id }, 'socket connected');
  }
}
