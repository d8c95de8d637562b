// Toasts (top-right, 4 s) and the notice list (50 newest first) that realtime events feed.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastViewport, type ToastMessage, type ToastTone } from '@clipwerk/ui';

export const TOAST_DURATION_MS = 4_000;
export const NOTICE_LIMIT = 50;

export type NoticeType = 'proposal' | 'proposal-status' | 'message' | 'project' | 'deliverable' | 'payment';

export interface Notice {
  id: string;
  type: NoticeType;
  message: string;
  data?: unknown;
  timestamp: string;
  read: boolean;
}

/** Newest first, never more than NOTICE_LIMIT. */
export function addToNoticeList(list: readonly Notice[], notice: Notice): Notice[] {
  return [notice, ...list].slice(0, NOTICE_LIMIT);
}

interface NotificationsValue {
  notify(message: string, options?: { tone?: ToastTone; durationMs?: number }): void;
  dismiss(id: string): void;
  addNotice(notice: Omit<Notice, 'id' | 'timestamp' | 'read'>, tone?: ToastTone): void;
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
      setToasts((current) => [...current, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss],
  );

  const addNotice = useCallback<NotificationsValue['addNotice']>(
    (notice, tone = 'info') => {
      setNotices((list) => addToNoticeList(list, { ...notice, id: nextId(), timestamp: new Date().toISOString(), read: false }));
      notify(notice.message, { tone });
    },
    [notify],
  );

  const markAllRead = useCallback(
    () => setNotices((list) => (list.some((n) => !n.read) ? list.map((n) => ({ ...n, read: true })) : list)),
    [],
  );

  const value = useMemo<NotificationsValue>(
    () => ({ notify, dismiss, addNotice, markAllRead, notices, unreadCount: notices.filter((n) => !n.read).length }),
    [notify, dismiss, addNotice, markAllRead, notices],
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
  const { notices, unreadCount, markAllRead } = useNotifications();
  return { notices, unreadCount, markAllRead };
}

export { useNotifications };
