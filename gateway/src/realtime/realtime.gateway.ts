import {
  type AuthUser,
  REALTIME_PUSH,
  REVOCATION_LIST,
  type RealtimePush,
  type Revocation,
  type RevocationList,
  TokenVerifier,
  createLogger,
  userRoom,
} from '@clipwerk/kit';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { ProjectParties } from './project-parties';

/** The room of one project's two parties, for typing signals and news of its comments. */
export const projectRoom = (projectId: string) => `project:${projectId}`;

/** Whether a revocation ends the session a socket was opened with. */
export function endsSession(revocation: Revocation, user: AuthUser): boolean {
  if (revocation.userId !== user.id) return false;
  return revocation.kind === 'token'
    ? revocation.tokenId === user.tokenId
    : user.issuedAt.getTime() < revocation.issuedBefore.getTime();
}

/**
 * The socket.io endpoint on the default path. A connection is accepted only with a valid token in the handshake
 * (`auth.token`); every reconnect is a new handshake, so a revoked or expired token is refused then too. An open
 * socket is closed the moment its session ends: the revocation list announces every revocation to every process
 * (in memory embedded, over Redis pub/sub across gateway replicas).
 */
@WebSocketGateway({ cors: false, transports: ['polling', 'websocket'] })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private readonly log = createLogger('realtime');
  private unsubscribe?: () => void;

  @WebSocketServer()
  private readonly server!: Server;

  constructor(
    private readonly verifier: TokenVerifier,
    @Inject(REVOCATION_LIST) private readonly revocations: RevocationList,
    @Inject(REALTIME_PUSH) private readonly push: RealtimePush,
    private readonly parties: ProjectParties,
  ) {}

  afterInit(server: Server): void {
    // Services hosted in this process push to users through this server.
    this.push.attach(server);
    this.unsubscribe = this.revocations.subscribe((revocation) => this.closeEndedSessions(server, revocation));
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

  /** Sends to every socket that joined the project's room (its two parties), across gateway replicas. */
  notifyProject(projectId: string, event: string, payload: unknown): void {
    this.server.to(projectRoom(projectId)).emit(event, payload);
  }

  /** Only the project's owner and selected creator get in; anyone else is told no and hears nothing. */
  @SubscribeMessage('join-project')
  async joinProject(@ConnectedSocket() socket: Socket, @MessageBody() projectId: unknown): Promise<{ ok: boolean }> {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    if (typeof projectId !== 'string' || !(await this.parties.isParty(token, projectId))) return { ok: false };
    socket.data.name ??= await this.parties.displayName(token);
    await socket.join(projectRoom(projectId));
    return { ok: true };
  }

  @SubscribeMessage('leave-project')
  async leaveProject(@ConnectedSocket() socket: Socket, @MessageBody() projectId: unknown): Promise<{ ok: boolean }> {
    if (typeof projectId === 'string') await socket.leave(projectRoom(projectId));
    return { ok: true };
  }

  /** Typing is relayed to the other party in the project's room, never beyond it. */
  @SubscribeMessage('typing')
  typing(@ConnectedSocket() socket: Socket, @MessageBody() projectId: unknown): void {
    this.relayTyping(socket, projectId, 'user-typing');
  }

  @SubscribeMessage('stop-typing')
  stopTyping(@ConnectedSocket() socket: Socket, @MessageBody() projectId: unknown): void {
    this.relayTyping(socket, projectId, 'user-stopped-typing');
  }

  private relayTyping(socket: Socket, projectId: unknown, event: 'user-typing' | 'user-stopped-typing'): void {
    if (typeof projectId !== 'string' || !socket.rooms.has(projectRoom(projectId))) return;
    const user = socket.data.user as AuthUser;
    socket.to(projectRoom(projectId)).emit(event, { projectId, userId: user.id, userName: socket.data.name ?? '' });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = socket.data.user as AuthUser;
    await socket.join(userRoom(user.id));
    // A revocation announced between the handshake's check and joining the room would otherwise be missed.
    if (await this.revocations.isRevoked({ tokenId: user.tokenId, userId: user.id, issuedAt: user.issuedAt })) {
      socket.disconnect(true);
      return;
    }
    // A socket must not outlive its token.
    const msLeft = user.expiresAt.getTime() - Date.now();
    const timer = setTimeout(() => socket.disconnect(true), Math.min(msLeft, 2 ** 31 - 1));
    socket.once('disconnect', () => clearTimeout(timer));
    this.log.debug({ userId: user.id }, 'socket connected');
  }

  /** Each replica closes its own sockets: those in the user's room whose session the revocation ends. */
  private closeEndedSessions(server: Server, revocation: Revocation): void {
    const socketIds = server.sockets.adapter.rooms.get(userRoom(revocation.userId));
    for (const socketId of [...(socketIds ?? [])]) {
      const socket = server.sockets.sockets.get(socketId);
      const user = socket?.data.user as AuthUser | undefined;
      if (socket && user && endsSession(revocation, user)) {
        socket.disconnect(true);
        this.log.debug({ userId: user.id }, 'socket closed: session ended');
      }
    }
  }
}
