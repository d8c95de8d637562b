import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { toErrorResponse } from '../errors/http-error.filter';
import { assertStorageKey } from './file-storage';
import { contentDisposition, newStorageKey, receiveUpload, type UploadRule, uploadedFileName } from './upload';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 0),
]);
const MP4 = Buffer.concat([
  Buffer.from('00000018667479706d703432000000006d703432', 'hex'),
  Buffer.from('69736f6d', 'hex'),
  Buffer.alloc(64, 0),
]);
const TEXT = Buffer.from('Dit is gewoon tekst, geen foto.\n'.repeat(4));

const IMAGE_RULE: UploadRule = {
  field: 'file',
  kinds: ['image'],
  maxBytes: 4096,
  tooLargeMessage: 'Afbeelding mag maximaal 5MB zijn',
};
const VIDEO_RULE: UploadRule = {
  field: 'file',
  kinds: ['video'],
  maxBytes: 4096,
  tooLargeMessage: 'Video mag maximaal 100MB zijn',
};
const ANY_RULE: UploadRule = { field: 'file', kinds: ['image', 'video'], maxBytes: 4096, tooLargeMessage: 'Bestand is te groot' };

function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----clipwerk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('receiveUpload (Fastify + @fastify/multipart)', () => {
  let app: FastifyInstance;
  const thrown: unknown[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1 } });
    app.setErrorHandler((error, _request, reply) => {
      thrown.push(error);
      const { status, body } = toErrorResponse(error);
      void reply.status(status).send(body);
    });
    for (const [route, rule] of Object.entries({ image: IMAGE_RULE, video: VIDEO_RULE, any: ANY_RULE })) {
      app.post(`/${route}`, async (request) => {
        const upload = await receiveUpload(request, rule);
        return {
          kind: upload.kind,
          mimeType: upload.mimeType,
          extension: upload.extension,
          size: upload.size,
          originalName: upload.originalName,
          key: newStorageKey('uploads', upload.extension),
        };
      });
    }
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(() => {
    thrown.length = 0;
  });

  const send = (route: string, filename: string, content: Buffer, field = 'file', claimedType = 'application/octet-stream') =>
    app.inject({ method: 'POST', url: `/${route}`, ...multipartBody(field, filename, claimedType, content) });

  it('decides the type from the bytes: a PNG named .mp4 is an image where images are allowed', async () => {
    const response = await send('image', 'clip.mp4', PNG, 'file', 'video/mp4');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      extension: 'png',
      size: PNG.length,
      originalName: 'clip.mp4',
    });
  });

  it('refuses that same PNG where only video is allowed, with 415', async () => {
    const response = await send('video', 'clip.mp4', PNG, 'file', 'video/mp4');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'UPLOAD.UNSUPPORTED_TYPE',
      message: 'Bestandstype niet toegestaan',
    });
    expect(thrown[0]).toBeInstanceOf(AppError);
  });

  it('accepts a real MP4 as video', async () => {
    const response = await send('any', 'movie.bin', MP4);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'video', mimeType: 'video/mp4', extension: 'mp4' });
  });

  it('refuses a text file named photo.jpg with 415', async () => {
    const response = await send('image', 'photo.jpg', TEXT, 'file', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(thrown[0]).toBeInstanceOf(AppError);
    expect((thrown[0] as AppError).status).toBe(415);
  });

  it("refuses a file over the rule's limit with 413 and the rule's Dutch message", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_RULE.maxBytes, 1)]);
    const response = await send('image', 'big.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'UPLOAD.TOO_LARGE',
      message: 'Afbeelding mag maximaal 5MB zijn',
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(IMAGE_RULE.maxBytes - PNG.length, 0)]);
    const response = await send('image', 'exact.png', exact);
    expect(response.statusCode).toBe(200);
    expect(response.json().size).toBe(IMAGE_RULE.maxBytes);
  });

  it('refuses a file under another field name, and a request that is not multipart, with 400', async () => {
    const wrongField = await send('image', 'a.png', PNG, 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'UPLOAD.MISSING_FILE', message: 'Geen bestand ontvangen' });
    const json = await app.inject({ method: 'POST', url: '/image', payload: { file: 'nope' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'UPLOAD.NOT_MULTIPART' });
  });

  it('never lets the original name into the storage key', async () => {
    const response = await send('image', '../../etc/passwd.png', PNG);
    expect(response.statusCode).toBe(200);
    const { key, originalName } = response.json();
    // busboy already drops the path; the key must not depend on the name at all.
    expect(originalName).not.toContain('/');
    expect(key).toMatch(/^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    expect(key).not.toContain('passwd');
    expect(assertStorageKey(key)).toBe(key);
    expect(newStorageKey('uploads', 'png')).not.toBe(newStorageKey('uploads', 'png'));
  });
});

describe('uploadedFileName', () => {
  it.each([
    ['../../etc/passwd.mp4', 'passwd.mp4'],
    ['C:\\Users\\sanne\\clip.mp4', 'clip.mp4'],
    ['clip\u202egnp.exe', 'clipgnp.exe'],
    ['\u2066naam\u2069.mov', 'naam.mov'],
    ['line\r\nbreak.mp4', 'linebreak.mp4'],
    ['  café opname.mp4 ', 'café opname.mp4'],
    ['..', 'upload'],
    ['folder/', 'upload'],
    [undefined, 'upload'],
  ])('keeps %j as %j', (given, kept) => {
    expect(uploadedFileName(given)).toBe(kept);
  });

  it('keeps at most 255 characters, never cutting one in half', () => {
    const name = uploadedFileName(`${'é'.repeat(300)}.mp4`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name).toBe('é'.repeat(255));
  });
});

describe('contentDisposition', () => {
  it('keeps any name safe inside the header, as the name an upload keeps', () => {
    const header = contentDisposition('attachment', 'offerte "final"\r\nX-Evil: 1 café.mp4');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="offerte _final_X-Evil: 1 caf_\.mp4"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe('offerte "final"X-Evil: 1 café.mp4');
  });

  it('names a file stored with folders or direction marks by its clean name', () => {
    const header = contentDisposition('inline', '../../etc/clip\u202egnp.exe');
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe('clipgnp.exe');
  });
});
