import type { Clock } from '../../src/application/ports/clock';

/** The test moves time by hand: no test sleeps through a hold or a dispute's deadlines. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start: Date | number = new Date()) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | number): void {
    this.current = new Date(at);
  }
}
