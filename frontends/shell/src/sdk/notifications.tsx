// Toasts (top-right, 4 s) and the notice list (the server's, 50 newest first) that realtime events keep current.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastViewport, type ToastMessage, type ToastTone } from '@clipwerk/ui';
import { api } from './api';
import type { NoticeBody, NoticeType } from '@clipwerk/contracts/notifications';

export const TOAST_DURATION_MS = 4_000;
export const NOTICE_LIMIT = 50;
/** At most this many toasts at once; the oldest goes first. */
export const TOAST_LIMIT = 20;

/** How long a notice's toast stays: proposals, deliverables and payments 5 s, messages 4 s, project updates 3 s. */
export const NOTICE_TOAST_MS: Record<NoticeType, number> = {
  proposal: 5_000,
  'proposal-status': 5_000,
  deliverable: 5_000,
  payment: 5_000,
  message: 4_000,
  project: 3_000,
};

/** A notice as GET /api/notifications and the socket's `notification` carry it. */
/** A notice as GET /notifications answers it. */
export type ServerNotice = NoticeBody;
export type { NoticeType };

export interface Notice {
  id: string;
  type: NoticeType;
  message: string;
  data?: unknown;
  /** The page where she acts on it, as the server sent it; none for a notice made in this browser. */
  link?: string;
  timestamp: string;
  read: boolean;
}

/** Newest first, never more than NOTICE_LIMIT; a notice already listed (same id) is not added twice. */
export function addToNoticeList(list: readonly Notice[], notice: Notice): Notice[] {
  if (list.some((listed) => listed.id === notice.id)) return [...list];
  return [notice, ...list].slice(0, NOTICE_LIMIT);
}

const fromServer = (notice: ServerNotice): Notice => ({
  id: notice.id,
  type: notice.type,
  message: notice.message,
  data: notice.data,
  link: notice.link,
  timestamp: notice.createdAt,
  read: notice.read,
});

interface NotificationsValue {
  notify(message: string, options?: { tone?: ToastTone; durationMs?: number }): void;
  dismiss(id: string): void;
  addNotice(notice: Omit<Notice, 'id' | 'timestamp' | 'read'> & { server?: ServerNotice }, tone?: ToastTone): void;
  /** Replaces the list with the server's (on sign-in); an empty list when there is none. */
  loadNotices(notices: readonly ServerNotice[]): void;
  markRead(id: string): void;
  markAllRead(): void;
  notices: Notice[];
  unreadCount: number;
}

const NotificationsContext = createContext<NotificationsValue | null>(null);

let sequence = 0;
const nextId = () => `n${Date.now().toString(36)}${(sequence++).toString(36)}`;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback<NotificationsValue['notify']>(
    (message, { tone = 'info', durationMs = TOAST_DURATION_MS } = {}) => {
      const id = nextId();
      setToasts((current) => [...current, { id, message, tone }].slice(-TOAST_LIMIT));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss],
  );

  const addNotice = useCallback<NotificationsValue['addNotice']>(
    ({ server, ...notice }, tone = 'info') => {
      // The server's notice (with its own words and id) when the socket carried one.
      const listed = server ? fromServer(server) : { ...notice, id: nextId(), timestamp: new Date().toISOString(), read: false };
      // A notice pushed twice (a reconnect, a redelivery) is listed and toasted once.
      if (seen.current.has(listed.id)) return;
      seen.current.add(listed.id);
      setNotices((list) => addToNoticeList(list, listed));
      notify(listed.message, { tone, durationMs: NOTICE_TOAST_MS[listed.type] ?? TOAST_DURATION_MS });
    },
    [notify],
  );

  const loadNotices = useCallback((list: readonly ServerNotice[]) => {
    seen.current = new Set(list.map((notice) => notice.id));
    setNotices(list.slice(0, NOTICE_LIMIT).map(fromServer));
  }, []);

  const markRead = useCallback((id: string) => {
    setNotices((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)));
    // Notices made in this browser only (no server) have nothing to mark there.
    api.post(`/notifications/${id}/read`).catch(() => undefined);
  }, []);

  const unread = notices.filter((n) => !n.read).length;
  const unreadRef = useRef(unread);
  unreadRef.current = unread;
  const markAllRead = useCallback(() => {
    if (unreadRef.current === 0) return;
    setNotices((list) => list.map((n) => ({ ...n, read: true })));
    api.post('/notifications/read-all').catch(() => undefined);
  }, []);

  const value = useMemo<NotificationsValue>(
    () => ({
      notify,
      dismiss,
      addNotice,
      loadNotices,
      markRead,
      markAllRead,
      notices,
      unreadCount: unread,
    }),
    [notify, dismiss, addNotice, loadNotices, markRead, markAllRead, notices, unread],
  );

  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </NotificationsContext.Provider>
  );
}

function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useToasts/useNotices must be used inside <NotificationsProvider>');
  return value;
}

export function useToasts() {
  const { notify, dismiss } = useNotifications();
  return { notify, dismiss };
}

export function useNotices() {
  const { notices, unreadCount, markRead, markAllRead } = useNotifications();
  return { notices, unreadCount, markRead, markAllRead };
}

export { useNotifications };
