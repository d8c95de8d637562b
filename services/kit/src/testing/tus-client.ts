import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

/** Starts like an MP4 (an ISO media `ftyp` box), then random bytes. */
export function videoLike(size: number): Buffer {
  const file = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]).copy(file);
  return file;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface TusAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A raw tus 1.0 client for tests: every request on a connection of its own, as a client that reconnected
 * would send it, so nothing depends on a connection surviving between chunks.
 */
export function tusTestClient(baseUrl: () => string) {
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  function send(method: string, url: string, headers: Record<string, string | number>, body?: Buffer): Promise<TusAnswer> {
    return new Promise((resolve, reject) => {
      const request = http.request(new URL(url, baseUrl()), {
        method,
        headers: { 'tus-resumable': '1.0.0', ...headers },
        agent: false,
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  const encodeMetadata = (metadata: Record<string, string>) =>
    Object.entries(metadata)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');

  const client = {
    send,
    create: (size: number, token: string | undefined, metadata: Record<string, string>, path = '/api/uploads/') =>
      send('POST', path, { ...auth(token), 'upload-length': size, 'upload-metadata': encodeMetadata(metadata) }),
    patch: (location: string, offset: number, body: Buffer, token?: string) =>
      send(
        'PATCH',
        location,
        { ...auth(token), 'upload-offset': offset, 'content-type': 'application/offset+octet-stream' },
        body,
      ),
    head: (location: string, token?: string) => send('HEAD', location, auth(token)),

    /** Sends the whole file in one PATCH but drops the connection once `fraction` of it went out. */
    sendAndDrop(location: string, file: Buffer, fraction: number, token?: string): Promise<void> {
      return new Promise((resolve) => {
        const request = http.request(new URL(location, baseUrl()), {
          method: 'PATCH',
          agent: false,
          headers: {
            ...auth(token),
            'tus-resumable': '1.0.0',
            'upload-offset': 0,
            'content-type': 'application/offset+octet-stream',
            'content-length': file.length,
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        const stop = Math.floor(file.length * fraction);
        const step = 256 * 1024;
        let sent = 0;
        const pump = () => {
          while (sent < stop) {
            const end = Math.min(sent + step, stop);
            const more = request.write(file.subarray(sent, end));
            sent = end;
            if (!more) return void request.once('drain', pump);
          }
          setTimeout(() => request.destroy(), 500);
        };
        pump();
      });
    },

    /** The server's offset once it stopped moving (a dropped request may still be finishing). */
    async settledOffset(location: string, token?: string): Promise<number> {
      let previous = -1;
      for (let attempt = 0; attempt < 50; attempt++) {
        const answer = await client.head(location, token);
        const offset = Number(answer.headers['upload-offset']);
        if (answer.status === 200 && offset === previous) return offset;
        previous = offset;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('the offset never settled');
    },
  };
  return client;
}
