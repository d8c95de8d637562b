import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createLogger } from '../logging/logger';
import { subscriberConnection } from '../platform/redis-subscriber';

/** An event a transaction wrote to its outbox. */
export interface RaisedEvent {
  eventId: string;
  type: string;
}

/** What one consumer group did with one event: it is applied (or dead-lettered), and these events came of it. */
export interface SettledReport {
  eventId: string;
  group: string;
  raised: RaisedEvent[];
}

/**
 * Where consumer groups say which event types they apply and report each event they applied. In one process a
 * plain in-memory channel; across processes Redis (a set per event type, pub/sub for the reports).
 */
export interface SettlementChannel {
  registerGroup(group: string, types: string[]): Promise<void>;
  groupsFor(type: string): Promise<string[]>;
  announce(report: SettledReport): Promise<void>;
  onReport(listener: (report: SettledReport) => void): void;
  close(): Promise<void>;
}

export class InMemorySettlementChannel implements SettlementChannel {
  private readonly groupsByType = new Map<string, Set<string>>();
  private readonly listeners: ((report: SettledReport) => void)[] = [];

  async registerGroup(group: string, types: string[]): Promise<void> {
    for (const type of types) this.groupsByType.set(type, (this.groupsByType.get(type) ?? new Set()).add(group));
  }

  async groupsFor(type: string): Promise<string[]> {
    return [...(this.groupsByType.get(type) ?? [])];
  }

  async announce(report: SettledReport): Promise<void> {
    for (const listener of this.listeners) listener(report);
  }

  onReport(listener: (report: SettledReport) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
  }
}

const REPORTS_CHANNEL = 'clipwerk:settled';
const groupsKey = (type: string) => `clipwerk:event-groups:${type}`;
/** A group registered by a process that just started is seen by other processes within this time. */
const GROUPS_CACHE_MS = 2000;
/** Event types whose groups are kept: more than the contracts define. */
const GROUPS_CACHE_TYPES = 1000;

export class RedisSettlementChannel implements SettlementChannel {
  private readonly log = createLogger('settlement');
  private readonly subscriber: Redis;
  private readonly listeners: ((report: SettledReport) => void)[] = [];
  private readonly groupsCache = new LRUCache<string, Promise<string[]>>({ max: GROUPS_CACHE_TYPES, ttl: GROUPS_CACHE_MS });
  private subscribed?: Promise<unknown>;

  constructor(private readonly redis: Redis) {
    this.subscriber = subscriberConnection(redis);
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const report = JSON.parse(message) as SettledReport;
        for (const listener of this.listeners) listener(report);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable settlement report');
      }
    });
  }

  async registerGroup(group: string, types: string[]): Promise<void> {
    await Promise.all(types.map((type) => this.redis.sadd(groupsKey(type), group)));
  }

  groupsFor(type: string): Promise<string[]> {
    const cached = this.groupsCache.get(type);
    if (cached) return cached;
    const groups = this.redis.smembers(groupsKey(type));
    this.groupsCache.set(type, groups);
    groups.catch(() => this.groupsCache.peek(type) === groups && this.groupsCache.delete(type));
    return groups;
  }

  async announce(report: SettledReport): Promise<void> {
    await this.redis.publish(REPORTS_CHANNEL, JSON.stringify(report));
  }

  onReport(listener: (report: SettledReport) => void): void {
    this.listeners.push(listener);
    this.subscribed ??= this.subscriber.subscribe(REPORTS_CHANNEL).catch((error) => {
      this.subscribed = undefined;
      this.log.warn({ err: error }, 'could not subscribe to settlement reports');
    });
  }

  /** Resolves once reports are being received (a report sent before that would be missed). */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    await this.subscriber.quit().catch(() => undefined);
  }
}

/** How long a report is remembered for a waiter that starts after it arrived (a fast consumer). */
const REPORT_MEMORY_MS = 30_000;

/**
 * Read-your-writes across contexts: a write answers only once every consumer group that applies its events has
 * applied them, and the events those raised in turn, so the next call of the same flow finds its effects whichever
 * service answers it. The wait is bounded: past the bound the write answers anyway (its events are safe in the
 * outbox and arrive later), so a slow or absent consumer never blocks the API.
 */
export class Settlement {
  private readonly reports = new Map<string, Map<string, RaisedEvent[]>>();
  private readonly expiry: { eventId: string; at: number }[] = [];
  /** Writes waiting for reports, by the event each waits on: a report wakes only the writes that wait for it. */
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(readonly channel: SettlementChannel) {
    channel.onReport((report) => this.remember(report));
  }

  /** A consumer group applies these event types (called once at its start). */
  registerGroup(group: string, types: string[]): Promise<void> {
    return this.channel.registerGroup(group, types);
  }

  /** A consumer group applied (or dead-lettered) an event; `raised` are the events its handlers wrote. */
  announce(report: SettledReport): Promise<void> {
    return this.channel.announce(report);
  }

  /**
   * Waits until every group that applies these events has reported them, and the same for the events they raised.
   * Resolves true when settled, false when `timeoutMs` passed first. `counted` hears each group whose report is
   * counted, in order, so a caller can name the group that held the write longest.
   */
  async waitFor(events: RaisedEvent[], timeoutMs: number, counted?: (group: string) => void): Promise<boolean> {
    if (events.length === 0 || timeoutMs <= 0) return true;
    const deadline = Date.now() + timeoutMs;
    const pending = new Map<string, { eventId: string; group: string }>();
    const seen = new Set<string>();
    const expect = async (list: RaisedEvent[]) => {
      for (const event of list) {
        if (seen.has(event.eventId)) continue;
        seen.add(event.eventId);
        for (const group of await this.channel.groupsFor(event.type)) {
          pending.set(`${event.eventId}/${group}`, { eventId: event.eventId, group });
        }
      }
    };
    try {
      await expect(events);
      while (pending.size > 0) {
        let progressed = false;
        for (const [key, { eventId, group }] of [...pending]) {
          const raised = this.reports.get(eventId)?.get(group);
          if (!raised) continue;
          pending.delete(key);
          progressed = true;
          counted?.(group);
          await expect(raised);
        }
        if (progressed) continue;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await this.nextReport(new Set([...pending.values()].map(({ eventId }) => eventId)), left);
      }
      return true;
    } catch {
      // The channel itself failed (Redis away): the write stands, its effects arrive later.
      return false;
    }
  }

  /** Until a report on one of these events arrives, or the time is up. */
  private nextReport(eventIds: ReadonlySet<string>, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        for (const eventId of eventIds) {
          const waiting = this.waiters.get(eventId);
          waiting?.delete(done);
          if (waiting?.size === 0) this.waiters.delete(eventId);
        }
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      for (const eventId of eventIds) {
        const waiting = this.waiters.get(eventId) ?? new Set<() => void>();
        this.waiters.set(eventId, waiting.add(done));
      }
    });
  }

  private remember(report: SettledReport): void {
    const now = Date.now();
    while (this.expiry.length > 0 && this.expiry[0].at < now) this.reports.delete(this.expiry.shift()!.eventId);
    const byGroup = this.reports.get(report.eventId) ?? new Map<string, RaisedEvent[]>();
    if (!this.reports.has(report.eventId)) {
      this.reports.set(report.eventId, byGroup);
      this.expiry.push({ eventId: report.eventId, at: now + REPORT_MEMORY_MS });
    }
    byGroup.set(report.group, report.raised);
    for (const wake of [...(this.waiters.get(report.eventId) ?? [])]) wake();
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}

export const SETTLEMENT = Symbol('SETTLEMENT');
