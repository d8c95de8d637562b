// Upload limits and texts (the same as the server's) and the lock rule of uploaded portfolio videos.
import { api } from '@clipwerk/shell/sdk';
import type { ProfilePictureAnswer, UploadAnswer } from '@clipwerk/contracts/identity';

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

/** The profile picture's answer brings the account along (the picture is set at once); the others the file only. */
type AnswerOf<K extends UploadKind> = K extends 'profilePicture' ? ProfilePictureAnswer : UploadAnswer;

/** Checks the size first (so a too-large file never leaves the browser), then uploads; answers the server's answer. */
export async function uploadFile<K extends UploadKind>(kind: K, file: File): Promise<AnswerOf<K>> {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) throw new UploadTooLargeError(rule.tooLarge);
  return api.upload<AnswerOf<K>>(rule.path, rule.field, file);
}

/** A video that was uploaded to our storage (not an external link) locks the link input until it is removed. */
export { isUploadedFile } from '@clipwerk/ui';
