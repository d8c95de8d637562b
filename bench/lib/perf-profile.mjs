// Where a Node process's CPU goes, by Linux perf instead of V8's sampler. V8 samples on a clock, so a write that
// wakes PostgreSQL and is preempted by it counts as the write's time; perf's cpu-clock counts only what ran, on every
// thread of the process (V8's compiler and garbage collector included) and in the kernel. The process runs with
// `--perf-prof`, whose code map `perf inject --jit` reads, so JavaScript functions keep their names even after V8
// moved their code. Needs perf (Debian: `apt-get install linux-perf`).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

/** The node flags of a process `recordPerf` will profile; it writes its code map into the folder it runs in. */
export const PERF_NODE_ARGS = ['--perf-prof', '--interpreted-frames-native-stack'];

export function assertPerfAvailable() {
  try {
    execFileSync('perf', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('--perf needs Linux perf (Debian: apt-get install linux-perf)');
  }
}

/** Starts recording `pid` (every thread) into `dir`; `stop()` ends the recording once the load is over. */
export async function recordPerf(pid, dir) {
  const output = path.join(dir, 'perf.data');
  const recorder = spawn(
    'perf',
    ['record', '-k', 'mono', '-e', 'cpu-clock', '-F', '1999', '-g', '-p', String(pid), '-o', output],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300)); // perf attaches to every thread first
  return {
    stop: async () => {
      recorder.kill('SIGINT');
      await new Promise((resolve) => recorder.once('exit', resolve));
      return output;
    },
  };
}

/** What kind of work a symbol of perf's report is. */
function kindOf(symbol, kernel) {
  if (kernel) return 'kernel (system calls, scheduling, the network stack)';
  if (symbol.startsWith('JS:')) return 'JavaScript, compiled by V8';
  if (/compiler::|maglev|Compile|Parser|interpreter::|Builtin:CompileLazy/.test(symbol)) return "V8's compiler";
  if (/Scaveng|MarkCompact|Sweep|Evacuat|Heap::|GCTracer|ConcurrentMarking/.test(symbol)) return 'garbage collection';
  if (/^Builtins?[_:]/.test(symbol)) return "V8's built-ins (property access, calls, promises, interpreter)";
  if (symbol.includes('v8::')) return "V8's runtime (strings, JSON, objects)";
  if (/uv_|uv__|llhttp|node::/.test(symbol)) return "Node's own (libuv, the HTTP parser)";
  return 'C library and the rest (malloc, memcpy)';
}

function report(file, children) {
  const text = execFileSync(
    'perf',
    ['report', '-i', file, children ? '--children' : '--no-children', '--sort', 'sym', '--stdio', '-g', 'none'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const rows = [];
  for (const line of text.split('\n')) {
    // `--children` puts the self share between the inclusive share (the one kept) and the symbol.
    const match = /^\s*([\d.]+)%\s+(?:[\d.]+%\s+)?\[(.)\]\s+(.*)$/.exec(line);
    if (match) rows.push({ share: Number(match[1]), kernel: match[2] === 'k', symbol: match[3].trim() });
  }
  return rows;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A JavaScript symbol as its function and file (from the repository or the package); others as perf names them. */
function shortName(symbol) {
  const match = /^JS:[*~^+-]?(\S*)\s+(.*)$/.exec(symbol);
  if (!match) return symbol;
  const where = match[2].replace(`${ROOT}/`, '').replace(/^.*node_modules\//, '');
  return `${match[1] || '(anonymous)'}  ${where}`;
}

/** Injects the code map, then prints the CPU by kind of work, per function, and under each JavaScript function. */
export function summarisePerf(file, dir) {
  const injected = path.join(dir, 'perf.jit.data');
  execFileSync('perf', ['inject', '--jit', '-i', file, '-o', injected], { cwd: dir, stdio: 'ignore' });
  const self = report(injected, false);
  const total = self.reduce((sum, row) => sum + row.share, 0);
  const percent = (share) => `${((100 * share) / total).toFixed(1).padStart(6)}%`;
  const kinds = new Map();
  for (const row of self) {
    const kind = kindOf(row.symbol, row.kernel);
    kinds.set(kind, (kinds.get(kind) ?? 0) + row.share);
  }
  const top = (rows, count) =>
    rows
      .slice(0, count)
      .map((row) => `${percent(row.share)}  ${row.kernel ? '[kernel] ' : ''}${shortName(row.symbol)}`)
      .join('\n');
  console.log(`\nCPU by kind of work (perf cpu-clock, every thread of the process)`);
  for (const [kind, share] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`${percent(share)}  ${kind}`);
  console.log(`\nSelf CPU per function\n${top(self, 25)}`);
  const under = report(injected, true).filter((row) => row.symbol.startsWith('JS:'));
  console.log(`\nCPU under each JavaScript function (inclusive)\n${top(under, Number(process.env.BENCH_PERF_ROWS ?? 30))}`);
}
