import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one request (or one consumed event) through logs, events and error bodies. */
export interface RequestContext {
  correlationId: string;
  traceParent?: string;
  actor?: string;
  /** How long this request's writes waited for their events to be applied; sent as `Server-Timing: settle`. */
  settleMs?: number;
  /** The consumer group whose report ended that wait (its `desc`): the one that held the write longest. */
  settledLast?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: RequestContext, work: () => T): T {
    return storage.run(context, work);
  },
  /** Enters a context for the rest of the current async flow (used by HTTP hooks). */
  enter(context: RequestContext): void {
    storage.enterWith(context);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  correlationId(): string {
    return storage.getStore()?.correlationId ?? 'none';
  },
  setActor(actor: string): void {
    const current = storage.getStore();
    if (current) current.actor = actor;
  },
  newCorrelationId(): string {
    return randomUUID();
  },
};
