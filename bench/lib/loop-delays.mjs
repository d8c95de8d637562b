// The event-loop delay of every Node process of the product, per measured run: `loopDelays()` before the product
// starts (its processes inherit the probe through NODE_OPTIONS), `mark()` as a run starts, `read()` as it ends.
// The timer the probe runs on is late by as long as the process was busy, so a p99 or a maximum of tens of
// milliseconds is a stall in that process, not queueing between processes.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PROBE = path.join(import.meta.dirname, 'loop-delay-probe.mjs');

/** `names()`: the product's processes by pid with their names, as `productProcesses` answers them. */
export function loopDelays(names) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clipwerk-loop-delay-'));
  process.env.BENCH_LOOP_DELAY_DIR = dir;
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim();
  const probed = () => readdirSync(dir).map((file) => Number.parseInt(file, 10));
  const signal = () => {
    for (const pid of probed()) {
      try {
        process.kill(pid, 'SIGWINCH');
      } catch {
        // The process ended.
      }
    }
  };
  return {
    /** Starts every probe afresh. */
    mark: signal,
    /** Per process: how late its loop's timer fired since `mark` (p50, p99 and max ms), once each probe wrote it. */
    async read() {
      signal();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const delays = {};
      const named = names();
      for (const pid of probed()) {
        const name = named.get(pid);
        const seen = JSON.parse(readFileSync(path.join(dir, `${pid}.json`), 'utf8'));
        if (name && seen.samples) delays[name] = seen;
      }
      return delays;
    },
  };
}
