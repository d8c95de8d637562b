import type { StatedRetention } from '../retention/retention-answer';
import { retentionInWords } from '../retention/retention-period';
import type { ServiceTestApp } from './service-test-app';

/**
 * What every context's retention answer must do, at `url` of the app `start` runs on its own database: answer
 * anyone, signed in or not, with `expected` (each `retainedFor` being the domain's own constant), and begin each
 * stated period with that figure in words, so a text that no longer follows its constant fails here.
 */
export function statedRetentionContract(
  start: () => Promise<Pick<ServiceTestApp, 'inject' | 'close'>>,
  url: string,
  expected: StatedRetention[],
): void {
  let app: Pick<ServiceTestApp, 'inject' | 'close'>;
  beforeAll(async () => {
    app = await start();
  });
  afterAll(() => app.close());

  const read = async () => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, periods: (response.json()?.data?.periods ?? []) as StatedRetention[] };
  };

  it('answers anyone, signed in or not, with the period in Dutch and the figure behind it', async () => {
    const { status, periods } = await read();
    expect(status).toBe(200);
    expect(periods).toEqual(expected);
  });

  it('states the very figure the purge goes by, so the text cannot drift from the constant', async () => {
    const { periods } = await read();
    for (const [index, { retainedFor }] of expected.entries()) {
      expect(periods[index].retainedFor).toEqual(retainedFor);
      expect(periods[index].period.startsWith(`${retentionInWords(retainedFor)} `)).toBe(true);
    }
  });
}
