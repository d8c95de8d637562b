import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileStorageContract } from '../testing';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk.storage';

describe('LocalDiskStorage', () => {
  let parent: string;
  let root: string;
  // Called through the interface, as every caller does: the content type is part of its contract.
  let storage: FileStorage;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-disk-'));
    root = path.join(parent, 'files');
    storage = new LocalDiskStorage(root);
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  fileStorageContract(() => storage);

  it('writes the file at its key under the root, creating folders as needed', async () => {
    await storage.put('deliverables/2024/clip-1.mp4', Buffer.from('video bytes'), 'video/mp4');
    expect(await readFile(path.join(root, 'deliverables/2024/clip-1.mp4'), 'utf8')).toBe('video bytes');
  });

  it('never writes outside its root, whatever key it is handed', async () => {
    await expect(storage.put('../escaped.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(storage.put('files/../../escaped.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(await readdir(parent)).toEqual(['files']);
  });
});
