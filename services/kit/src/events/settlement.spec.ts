import { InMemorySettlementChannel, Settlement } from './settlement';

describe('Settlement: a write answers once the consumers applied its events', () => {
  let settlement: Settlement;

  beforeEach(async () => {
    settlement = new Settlement(new InMemorySettlementChannel());
    await settlement.registerGroup('notifications', ['MessageSent']);
    await settlement.registerGroup('gateway-realtime', ['NotificationCreated']);
  });

  afterEach(() => settlement.close());

  const report = (eventId: string, group: string, raised: { eventId: string; type: string }[] = []) =>
    settlement.announce({ eventId, group, raised });

  it('waits for the events the consumers raised in turn, not only for the first', async () => {
    let settled: boolean | undefined;
    const counted: string[] = [];
    const waiting = settlement
      .waitFor([{ eventId: 'm1', type: 'MessageSent' }], 2000, (group) => counted.push(group))
      .then((value) => (settled = value));
    await report('m1', 'notifications', [{ eventId: 'n1', type: 'NotificationCreated' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBeUndefined();
    await report('n1', 'gateway-realtime');
    await expect(waiting).resolves.toBe(true);
    // In the order they were counted: the last is the group that held the write longest.
    expect(counted).toEqual(['notifications', 'gateway-realtime']);
  });

  it('counts a report that arrived before the write began to wait', async () => {
    await report('m2', 'notifications');
    await expect(settlement.waitFor([{ eventId: 'm2', type: 'MessageSent' }], 1000)).resolves.toBe(true);
  });

  it('answers anyway, unsettled, when a consumer never reports', async () => {
    const started = Date.now();
    await expect(settlement.waitFor([{ eventId: 'm3', type: 'MessageSent' }], 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('settles each of many concurrent writes by its own reports, whatever the order', async () => {
    const ids = Array.from({ length: 200 }, (_, index) => `c${index}`);
    const waits = ids.map((eventId) => settlement.waitFor([{ eventId, type: 'MessageSent' }], 5000));
    // An unrelated report wakes no one into settling.
    await report('unrelated', 'notifications');
    for (const eventId of [...ids].reverse()) await report(eventId, 'notifications');
    await expect(Promise.all(waits)).resolves.toEqual(ids.map(() => true));
  });
});
