import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './product-process';

const CONFIG = path.join(__dirname, '../../../infra/docker/haproxy.cfg');

export interface EdgeBalancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The compose file's edge balancer (HAProxy with infra/docker/haproxy.cfg) in front of the given gateways: the same
 * configuration, with the gateways as fixed servers instead of names that Docker's DNS resolves.
 */
export async function startEdgeBalancer(gatewayUrls: string[]): Promise<EdgeBalancer> {
  const port = await freePort();
  const servers = gatewayUrls.map((url, index) => `  server gateway${index + 1} ${new URL(url).host} check`).join('\n');
  const config = readFileSync(CONFIG, 'utf8')
    .replace(/^resolvers docker\n(?: .*\n)*\n/m, '')
    .replace(/^ {2}bind :3000$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^ {2}server-template .*$/m, servers)
    .replace(/^ {2}log stdout .*$/m, '');
  if (!config.includes(servers) || config.includes('resolvers docker')) throw new Error('haproxy.cfg changed shape');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'clipwerk-edge-')), 'haproxy.cfg');
  writeFileSync(file, config);
  const child: ChildProcess = spawn('haproxy', ['-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; !(await accepts(port)); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) throw new Error('haproxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill();
      await exited;
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });
}
