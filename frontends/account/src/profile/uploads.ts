// Upload limits and texts (the same as the server's) and the lock rule of uploaded portfolio videos.
import { api, type User } from '@clipwerk/shell/sdk';

const MB = 1024 * 1024;

export const UPLOAD_RULES = {
  profilePicture: {
    path: '/upload/profile-picture',
    field: 'profilePicture',
    maxBytes: 5 * MB,
    tooLarge: 'Bestand is te groot. Maximum 5MB toegestaan.',
    failed: 'Fout bij uploaden profielfoto',
  },
  video: {
    path: '/upload/video',
    field: 'video',
    maxBytes: 50 * MB,
    tooLarge: 'Video is te groot. Maximum 50MB toegestaan.',
    failed: 'Fout bij uploaden video',
  },
  thumbnail: {
    path: '/upload/image',
    field: 'image',
    maxBytes: 5 * MB,
    tooLarge: 'Afbeelding is te groot. Maximum 5MB toegestaan.',
    failed: 'Fout bij uploaden thumbnail',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

export class UploadTooLargeError extends Error {}

export interface UploadedFile {
  id?: string;
  url: string;
}

/** Checks the size first (so a too-large file never leaves the browser), then uploads; answers the file and the whole server answer. */
export interface UploadAnswer {
  data?: { file?: UploadedFile };
  user?: User;
}

export async function uploadFile(kind: UploadKind, file: File): Promise<{ file: UploadedFile; answer: UploadAnswer }> {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) throw new UploadTooLargeError(rule.tooLarge);
  const answer = await api.upload<UploadAnswer>(rule.path, rule.field, file);
  const uploaded = answer?.data?.file;
  if (!uploaded?.url) throw new Error('upload answer without file url');
  return { file: uploaded, answer };
}

/** A video that was uploaded to our storage (not an external link) locks the link input until it is removed. */
export { isUploadedFile } from '@clipwerk/ui';
