// What this process started stops when this process ends without stopping it: an uncaught error, stdout closed
// under it (`| head`), SIGKILL, the out-of-memory killer. A shell holds the read end of a pipe only this process
// writes to; the kernel closes it when this process ends, and the shell then runs its command. CommonJS, so that
// jest and the embedded PostgreSQL's ES module both load it.
const { spawn } = require('node:child_process');

/** Runs `command` (sh; `args` as $1, $2, …) once this process has ended. `name` shows in `ps`. */
function whenThisProcessEnds(name, command, args) {
  const watchdog = spawn('sh', ['-c', `read _; ${command}`, name, ...args.map(String)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  watchdog.on('error', () => undefined);
  watchdog.stdin.on('error', () => undefined);
  watchdog.unref();
  watchdog.stdin.unref?.();
  return watchdog;
}

/**
 * Stops `child` once this process has ended, unless the child ended first: SIGTERM (a clean stop), then SIGKILL if it
 * is still there after `graceSeconds` (a service whose database and broker went with this process may never finish
 * its shutdown). A run's leftover (a service of the local stack, its Redis) holds ports and CPU, and every later
 * measurement on the machine pays for it.
 */
function stopWithParent(child, { graceSeconds = 10 } = {}) {
  if (child.pid === undefined) return null; // it never started
  const command =
    'kill -TERM "$1" 2>/dev/null; i=0; while [ $i -lt "$2" ] && kill -0 "$1" 2>/dev/null; do sleep 1; i=$((i + 1)); done; ' +
    'kill -0 "$1" 2>/dev/null && kill -KILL "$1"';
  const watchdog = whenThisProcessEnds('clipwerk-watchdog', command, [child.pid, graceSeconds]);
  // A pid is reused once its process has gone: the watchdog must never outlive the child it would signal.
  child.once('exit', () => watchdog.kill('SIGKILL'));
  return watchdog;
}

module.exports = { stopWithParent, whenThisProcessEnds };
