// The measuring tool's own floor: a Fastify process answering a constant body, so a latency figure of ours can be
// read beside what autocannon reports for a server that does no work at all.
import { spawn } from 'node:child_process';
import Fastify from 'fastify';

const BODY = JSON.stringify({ success: true, creators: Array.from({ length: 12 }, (_, id) => ({ id, bio: 'x'.repeat(200) })) });

export async function startStaticReply() {
  const child = spawn(process.execPath, [import.meta.filename, 'serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', () => reject(new Error('static reply server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill())),
  };
}

if (process.argv[2] === 'serve') {
  const app = Fastify();
  app.get('/*', async (_request, reply) => reply.type('application/json').send(BODY));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${app.server.address().port}\n`);
}
