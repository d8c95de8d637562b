export interface WaitForOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Said in the error when the condition is not reached, with the last value seen. */
  what?: string;
}

/**
 * Polls `probe` until it returns something other than `undefined` or `false`, and returns that. Tests wait on
 * conditions this way, never on fixed sleeps, so they are as fast as the system and fail with a clear message.
 */
export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  options: WaitForOptions = {},
): Promise<T> {
  const { timeoutMs = 20_000, intervalMs = 25, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    last = value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
