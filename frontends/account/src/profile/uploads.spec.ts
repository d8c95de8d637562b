import { UploadTooLargeError, isUploadedFile, uploadFile } from './uploads';

const fileOf = (bytes: number, type: string) => {
  const file = new File(['x'], 'bestand', { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('uploads', () => {
  it.each([
    ['profilePicture', 5 * 1024 * 1024 + 1, 'image/png', 'Bestand is te groot. Maximum 5MB toegestaan.'],
    ['video', 50 * 1024 * 1024 + 1, 'video/mp4', 'Video is te groot. Maximum 50MB toegestaan.'],
    ['thumbnail', 5 * 1024 * 1024 + 1, 'image/jpeg', 'Afbeelding is te groot. Maximum 5MB toegestaan.'],
  ] as const)('refuses a too large %s before uploading', async (kind, size, type, message) => {
    const fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    await expect(uploadFile(kind, fileOf(size, type))).rejects.toEqual(new UploadTooLargeError(message));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('locks the link input only for files in our own storage', () => {
    expect(isUploadedFile('/api/media/videos/abc.mp4')).toBe(true);
    expect(isUploadedFile('https://cdn.example.nl/uploads/abc.mp4')).toBe(true);
    expect(isUploadedFile('https://www.tiktok.com/@sanne/video/1')).toBe(false);
    expect(isUploadedFile('')).toBe(false);
  });
});
