import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toErrorResponse } from '../errors/http-error.filter';
import { readAll } from '../testing';
import { LocalDiskStorage } from './local-disk.storage';
import { receiveStreamedUpload } from './streamed-upload';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 0),
]);
const MP4_HEAD = Buffer.from('00000018667479706d70343200000000' + '6d70343269736f6d', 'hex');
const mp4 = (length: number) => Buffer.concat([MP4_HEAD, Buffer.alloc(length - MP4_HEAD.length, 3)]);

function form(parts: ({ name: string; value: string } | { name: string; filename: string; content: Buffer })[]) {
  const boundary = `----clipwerk${Math.random().toString(16).slice(2)}`;
  const body = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: video/mp4\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...body, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('receiveStreamedUpload', () => {
  let app: FastifyInstance;
  let root: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-streamed-'));
    storage = new LocalDiskStorage(root);
    app = Fastify();
    await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1 } });
    app.setErrorHandler((error, _request, reply) => {
      const { status, body } = toErrorResponse(error);
      void reply.status(status).send(body);
    });
    app.post('/upload', async (request) => {
      const received = await receiveStreamedUpload(request, storage, 'uploads', {
        field: 'deliverable',
        limits: {
          video: { maxBytes: 64 * 1024, tooLargeMessage: 'Video mag maximaal 64KB zijn' },
          image: { maxBytes: 1024, tooLargeMessage: 'Afbeelding mag maximaal 1KB zijn' },
        },
        unsupportedMessage: 'Alleen video en afbeeldingen',
      });
      return received;
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const stored = async () => (await readdir(path.join(root, 'uploads')).catch(() => [])).filter((name) => !name.startsWith('.'));

  it('streams the file into storage with the type of its bytes, and collects fields before and after it', async () => {
    const video = mp4(20 * 1024);
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...form([
        { name: 'title', value: 'Voor' },
        { name: 'deliverable', filename: 'clip.bin', content: video },
        { name: 'description', value: 'Na' },
      ]),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      originalName: 'clip.bin',
      fields: { title: 'Voor', description: 'Na' },
      stored: { kind: 'video', mimeType: 'video/mp4', extension: 'mp4', size: video.length },
    });
    expect((await readAll(await storage.get(body.stored.storageKey))).equals(video)).toBe(true);
  });

  it("applies the limit of the detected kind: 413 with that kind's text, and nothing stored", async () => {
    const before = await stored();
    const image = Buffer.concat([PNG, Buffer.alloc(2048, 1)]);
    const tooBigImage = await app.inject({
      method: 'POST',
      url: '/upload',
      ...form([{ name: 'deliverable', filename: 'a.png', content: image }]),
    });
    expect(tooBigImage.statusCode).toBe(413);
    expect(tooBigImage.json().message).toBe('Afbeelding mag maximaal 1KB zijn');
    const tooBigVideo = await app.inject({
      method: 'POST',
      url: '/upload',
      ...form([{ name: 'deliverable', filename: 'a.mp4', content: mp4(100 * 1024) }]),
    });
    expect(tooBigVideo.statusCode).toBe(413);
    expect(tooBigVideo.json().message).toBe('Video mag maximaal 64KB zijn');
    expect(await stored()).toEqual(before);
  });

  it('refuses bytes of another type with 415 and its text, whatever the name says', async () => {
    const before = await stored();
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...form([{ name: 'deliverable', filename: 'clip.mp4', content: Buffer.from('gewoon tekst\n'.repeat(500)) }]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UPLOAD.UNSUPPORTED_TYPE', message: 'Alleen video en afbeeldingen' });
    expect(await stored()).toEqual(before);
  });
});
