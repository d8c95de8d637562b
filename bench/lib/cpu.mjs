// CPU time of the processes a benchmark started, read from /proc: what a request or a message costs the product,
// whatever else the machine was doing meanwhile.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // getconf CLK_TCK: 100 on Linux

function processTable() {
  const stats = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, … utime, stime, cutime and cstime are the 12th to 15th
      // fields. cutime and cstime hold what its ended children used (PostgreSQL's backends that closed meanwhile):
      // without them a tree's figure drops when a child ends.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks });
    } catch {
      // The process ended meanwhile.
    }
  }
  return stats;
}

/** User + system CPU (ms) of the given processes and everything they started. */
export function treeCpuMs(rootPids) {
  const stats = processTable();
  const ours = new Set(rootPids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats) {
      if (!ours.has(stat.pid) && ours.has(stat.ppid)) {
        ours.add(stat.pid);
        grew = true;
      }
    }
  }
  return stats.filter((stat) => ours.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks * TICK_MS, 0);
}

/**
 * Every process this benchmark started (gateways, services, PostgreSQL, brokers, Redis), without the benchmark's
 * own process, whose load generator would otherwise count as the product's work.
 */
export function productCpuMs() {
  const self = processTable().find((stat) => stat.pid === process.pid)?.ticks ?? 0;
  return treeCpuMs([process.pid]) - self * TICK_MS;
}

/** A short name for a process from its command line: the script a Node process runs, or the program. */
function processName(pid) {
  try {
    const parts = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = parts.find((part) => /\/(dist|lib|testing)\/[^/]+\.(m?js|cjs)$|\.m?js$/.test(part) && !part.startsWith('-'));
    if (parts[0]?.endsWith('node') && script) return script.replace(/^.*?\/(gateway|services|infra|bench)\//, '$1/');
    return (parts[0] ?? 'unknown').split('/').pop().split(' ')[0];
  } catch {
    return 'ended';
  }
}

/**
 * The processes this benchmark started, by pid, named by what they run; two processes running the same thing are told
 * apart by their order (`gateway/…main.js #2`).
 */
export function productProcesses(stats = processTable()) {
  const children = stats.filter((stat) => stat.ppid === process.pid).sort((a, b) => a.pid - b.pid);
  const counted = new Map();
  const named = new Map();
  for (const child of children) {
    const base = processName(child.pid);
    const index = (counted.get(base) ?? 0) + 1;
    counted.set(base, index);
    named.set(child.pid, index === 1 ? base : `${base} #${index}`);
  }
  return named;
}

/** The same CPU as `productCpuMs`, per process this benchmark started (each with everything it started in turn). */
export function productCpuByProcess() {
  const byName = {};
  for (const [pid, name] of productProcesses()) byName[name] = treeCpuMs([pid]);
  return byName;
}
