import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket } from '@clipwerk/shell/sdk';

/** Typing stops counting this long after the last key. */
export const TYPING_TIMEOUT_MS = 2_000;
/** At most one typing signal per this interval while the keys keep coming. */
const SIGNAL_INTERVAL_MS = 1_000;

interface TypingSignal {
  projectId: string;
  userName: string;
}

/**
 * The project chat's typing indicator: joins the project's room (the server admits only its two parties), tells the
 * other party while one types, and names the other party while she types.
 */
export function useProjectTyping(projectId: string) {
  const socket = useSocket();
  const [typing, setTyping] = useState<string | null>(null);
  const lastSignal = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!socket) return;
    socket.emit('join-project', projectId);
    const onTyping = (signal: TypingSignal) => {
      if (signal.projectId !== projectId) return;
      setTyping(signal.userName || null);
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => setTyping(null), TYPING_TIMEOUT_MS);
    };
    const onStopped = (signal: TypingSignal) => {
      if (signal.projectId === projectId) setTyping(null);
    };
    socket.on('user-typing', onTyping);
    socket.on('user-stopped-typing', onStopped);
    return () => {
      socket.off('user-typing', onTyping);
      socket.off('user-stopped-typing', onStopped);
      socket.emit('leave-project', projectId);
      clearTimeout(clearTimer.current);
      clearTimeout(stopTimer.current);
    };
  }, [socket, projectId]);

  const stopTyping = useCallback(() => {
    clearTimeout(stopTimer.current);
    if (lastSignal.current === 0) return;
    lastSignal.current = 0;
    socket?.emit('stop-typing', projectId);
  }, [socket, projectId]);

  const signalTyping = useCallback(() => {
    if (!socket) return;
    const now = Date.now();
    if (now - lastSignal.current >= SIGNAL_INTERVAL_MS) {
      lastSignal.current = now;
      socket.emit('typing', projectId);
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTyping, TYPING_TIMEOUT_MS);
  }, [socket, projectId, stopTyping]);

  return { typing, signalTyping, stopTyping };
}
