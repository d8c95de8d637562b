// Loaded into each Node process of the product a benchmark starts (`--import`, through NODE_OPTIONS; see
// loop-delays.mjs): the event loop's delay, so that a p99 can be told apart as stalls (a process busy for tens of
// milliseconds at a time) or as queueing (every process simply busy). On SIGWINCH it writes what it saw since the last
// signal to `<BENCH_LOOP_DELAY_DIR>/<pid>.json` and starts again. SIGWINCH because nothing else in the product takes
// it and its default is to be ignored; Nest's shutdown hooks end a service on SIGUSR2.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.BENCH_LOOP_DELAY_DIR;
if (dir) {
  // A 10 ms timer: a hundred wake-ups a second, nothing beside a product's work. The histogram holds the whole
  // interval from one firing to the next; what is above the timer's own 10 ms is how late it fired.
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const file = path.join(dir, `${process.pid}.json`);
  const ms = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  writeFileSync(file, '{}');
  process.on('SIGWINCH', () => {
    const seen = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    };
    writeFileSync(file, JSON.stringify(seen));
    histogram.reset();
  });
}
