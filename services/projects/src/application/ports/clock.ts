/** What time it is: the system clock, or a clock a test moves by hand (no test sleeps through a hold). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
