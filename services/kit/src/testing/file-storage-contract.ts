import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Keys a caller might smuggle in; every adapter must refuse them before touching disk or bucket. */
export const REJECTED_STORAGE_KEYS = [
  '../x',
  '../../etc/passwd.png',
  'images/../../secret.png',
  '/etc/passwd.png',
  'images//a.png',
  'Images/A.PNG',
  'no-extension',
  'images/a.png/',
  '',
];

/** The behaviour every FileStorage adapter shares; each adapter's spec runs it against a real backend. */
export function fileStorageContract(storage: () => FileStorage): void {
  it('stores bytes under a key and gives them back', async () => {
    const body = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await storage().put('images/contract-1.png', body, 'image/png');
    expect(await storage().exists('images/contract-1.png')).toBe(true);
    expect(await readAll(await storage().get('images/contract-1.png'))).toEqual(body);
  });

  it('stores a stream chunk by chunk and gives the same bytes back', async () => {
    // Several parts of an S3 adapter whose tests cut parts small, so its multipart path is taken too.
    const chunks = Array.from({ length: 20 }, (_, index) => Buffer.alloc(16 * 1024, index));
    await storage().putStream('videos/contract-stream.mp4', Readable.from(chunks), 'video/mp4');
    expect(await readAll(await storage().get('videos/contract-stream.mp4'))).toEqual(Buffer.concat(chunks));
  });

  it('keeps nothing of a stream that fails half way', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(storage().putStream('videos/contract-broken.mp4', Readable.from(failing()), 'video/mp4')).rejects.toThrow();
    expect(await storage().exists('videos/contract-broken.mp4')).toBe(false);
  });

  it('gives back a byte range, both ends included, from anywhere in the file', async () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    await storage().put('videos/contract-range.mp4', body, 'video/mp4');
    expect(await readAll(await storage().getRange('videos/contract-range.mp4', 0, 9))).toEqual(body.subarray(0, 10));
    expect(await readAll(await storage().getRange('videos/contract-range.mp4', 100, 399))).toEqual(body.subarray(100, 400));
    expect(await readAll(await storage().getRange('videos/contract-range.mp4', 990, 999))).toEqual(body.subarray(990));
  });

  it('overwrites a key that is put again', async () => {
    await storage().put('images/contract-2.png', Buffer.from('first'), 'image/png');
    await storage().put('images/contract-2.png', Buffer.from('second'), 'image/png');
    expect((await readAll(await storage().get('images/contract-2.png'))).toString()).toBe('second');
  });

  it('reports a missing key as absent and refuses to get it', async () => {
    expect(await storage().exists('images/never-stored.png')).toBe(false);
    await expect(storage().get('images/never-stored.png').then(readAll)).rejects.toBeDefined();
  });

  it('removes a key, and removing it again is fine', async () => {
    await storage().put('videos/contract-3.mp4', Buffer.from('clip'), 'video/mp4');
    await storage().remove('videos/contract-3.mp4');
    expect(await storage().exists('videos/contract-3.mp4')).toBe(false);
    await expect(storage().remove('videos/contract-3.mp4')).resolves.toBeUndefined();
  });

  it('keeps a key without extension inside an area (a resumable upload)', async () => {
    await storage().put('resumable/0123456789abcdef', Buffer.from('clip'), 'video/mp4');
    expect(await readAll(await storage().get('resumable/0123456789abcdef'))).toEqual(Buffer.from('clip'));
  });

  it.each(REJECTED_STORAGE_KEYS)('refuses the key %j for every operation', async (key) => {
    await expect(storage().put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('invalid storage key');
    await expect(storage().get(key)).rejects.toThrow('invalid storage key');
    await expect(storage().getRange(key, 0, 1)).rejects.toThrow('invalid storage key');
    await expect(storage().putStream(key, Readable.from([Buffer.from('x')]), 'image/png')).rejects.toThrow('invalid storage key');
    await expect(storage().exists(key)).rejects.toThrow('invalid storage key');
    await expect(storage().remove(key)).rejects.toThrow('invalid storage key');
  });
}
