// Starts Debian's redis-server on a free port for one test file (no persistence) and waits until it answers PING.
const { spawn } = require('node:child_process');
const { stopWithParent } = require('../processes/watchdog');
const net = require('node:net');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One PING over a raw socket, so the helper needs no Redis client. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer.startsWith('+PONG')));
    socket.on('error', () => undefined);
  });
}

/**
 * @param {{ binary?: string, startTimeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, port: number, stop(): Promise<void> }>}
 */
async function startRedisServer({ binary = 'redis-server', startTimeoutMs = 10_000 } = {}) {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  stopWithParent(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  let failure;
  child.once('error', (error) => {
    failure = error;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(() => {
    failure ??= new Error(`exited: ${stderr.trim()}`);
  });
  const deadline = Date.now() + startTimeoutMs;
  while (!(await ping(port))) {
    if (failure) throw new Error(`redis-server could not start (apt-get install -y redis-server): ${failure.message}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer PING within ${startTimeoutMs} ms: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}

module.exports = { startRedisServer };
