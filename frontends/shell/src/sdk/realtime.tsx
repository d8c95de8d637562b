// Realtime notices: one socket.io connection to our own origin while signed in,
// server events turned into toasts and notices. socket.io-client is loaded only after sign-in.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import type { ToastTone } from '@clipwerk/ui';
import { tokenStore } from './tokenStore';
import { useSession } from './session';
import { api } from './api';
import { useNotifications, type NoticeType, type ServerNotice } from './notifications';
import type { NoticesAnswer } from '@clipwerk/contracts/notifications';

export const SOCKET_OPTIONS = {
  transports: ['polling', 'websocket'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
  forceNew: true,
} as const;

/** Server events the client listens to. */
export const SERVER_EVENTS = [
  'proposal-received',
  'proposal-status-updated',
  'proposal-update',
  'message-received',
  'user-typing',
  'user-stopped-typing',
  'project-updated',
  'deliverable-uploaded',
  'payment-updated',
] as const;

export type ServerEvent = (typeof SERVER_EVENTS)[number];

export interface NoticeFromEvent {
  type: NoticeType;
  message: string;
  tone: ToastTone;
}

const PROPOSAL_STATUS: Record<string, Omit<NoticeFromEvent, 'type'>> = {
  accepted: { message: 'Je voorstel is geaccepteerd!', tone: 'success' },
  rejected: { message: 'Je voorstel is afgewezen', tone: 'warning' },
  under_review: { message: 'Je voorstel wordt bekeken', tone: 'info' },
};

const PAYMENT_STATUS: Record<string, string> = {
  deposit_paid: 'Aanbetaling ontvangen',
  final_paid: 'Eindbetaling ontvangen',
  payment_released: 'Betaling vrijgegeven',
};

/** Dutch notice per event; an offer is a "voorstel", the last payment the "Eindbetaling". Events without a notice give null. */
export function noticeFromEvent(event: string, data: unknown = {}): NoticeFromEvent | null {
  const payload = (data ?? {}) as { projectTitle?: string; senderName?: string; status?: string };
  switch (event) {
    case 'proposal-received':
      return {
        type: 'proposal',
        message: `Nieuw voorstel ontvangen voor ${payload.projectTitle ?? 'je opdracht'}`,
        tone: 'info',
      };
    case 'proposal-status-updated':
    case 'proposal-update': {
      const status = PROPOSAL_STATUS[payload.status ?? ''];
      return status ? { type: 'proposal-status', ...status } : null;
    }
    case 'message-received':
      return { type: 'message', message: `Nieuw bericht van ${payload.senderName ?? 'een gebruiker'}`, tone: 'info' };
    case 'project-updated':
      return { type: 'project', message: `Opdracht "${payload.projectTitle ?? ''}" is bijgewerkt`, tone: 'info' };
    case 'deliverable-uploaded':
      return {
        type: 'deliverable',
        message: `Nieuwe versie geüpload voor ${payload.projectTitle ?? 'je opdracht'}`,
        tone: 'info',
      };
    case 'payment-updated': {
      const message = PAYMENT_STATUS[payload.status ?? ''];
      return message ? { type: 'payment', message, tone: 'success' } : null;
    }
    default:
      return null; // typing signals and the like are for the screens that subscribe to them
  }
}

const SocketContext = createContext<Socket | null>(null);

/**
 * The bell's list from the server at sign-in (a context without notices, 404, leaves it empty, quietly), and
 * again on `reload`: a push missed while the socket was away is in the server's list.
 */
function useServerNotices(userId: string | undefined): () => void {
  const { loadNotices } = useNotifications();
  const latest = useRef(0);
  const load = useCallback(
    (emptyOnFailure: boolean) => {
      const request = ++latest.current;
      api
        .get<NoticesAnswer>('/notifications')
        .then((answer) => request === latest.current && loadNotices(answer.notifications))
        .catch(() => request === latest.current && emptyOnFailure && loadNotices([]));
    },
    [loadNotices],
  );
  useEffect(() => {
    if (!userId) return;
    load(true);
    return () => {
      latest.current += 1;
    };
  }, [userId, load]);
  return useCallback(() => load(false), [load]);
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { addNotice } = useNotifications();
  const [socket, setSocket] = useState<Socket | null>(null);
  const addNoticeRef = useRef(addNotice);
  addNoticeRef.current = addNotice;
  const userId = user?.id;
  const reload = useServerNotices(userId);
  const reloadNotices = useRef(reload);
  reloadNotices.current = reload;

  useEffect(() => {
    const token = tokenStore.get();
    if (!userId || !token) return;
    let closed = false;
    let connection: Socket | null = null;

    import('socket.io-client').then(({ io }) => {
      if (closed) return;
      connection = io({ ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports], auth: { token } });
      for (const event of SERVER_EVENTS) {
        connection.on(event, (payload: unknown) => {
          const notice = noticeFromEvent(event, payload);
          const server = (payload as { notification?: ServerNotice } | null)?.notification;
          if (notice) addNoticeRef.current({ type: notice.type, message: notice.message, data: payload, server }, notice.tone);
        });
      }
      connection.on('connect_error', (error) => console.warn('[realtime] verbinding mislukt', error.message));
      // Notices pushed while the socket was away are not sent again: the list is read anew.
      connection.io.on('reconnect', () => reloadNotices.current());
      setSocket(connection);
    });

    return () => {
      closed = true;
      connection?.disconnect();
      setSocket(null);
    };
  }, [userId]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

/** The live socket while signed in (null otherwise), for screens that emit or listen themselves. */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/** Subscribe a screen to one server event while it is mounted. */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void) {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => handlerRef.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
