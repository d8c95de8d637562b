import { Messages } from './messages';

const MB = 1024 * 1024;

export type UploadPurpose = 'profile-picture' | 'video' | 'image';

/** Field names, size limits and texts of identity's three upload routes: pictures up to 5MB, videos up to 50MB. */
export const UPLOAD_RULES = {
  'profile-picture': {
    field: 'profilePicture',
    kinds: ['image'],
    maxBytes: 5 * MB,
    tooLargeMessage: Messages.profilePictureTooLarge,
  },
  video: { field: 'video', kinds: ['video'], maxBytes: 50 * MB, tooLargeMessage: Messages.videoTooLarge },
  image: { field: 'image', kinds: ['image'], maxBytes: 5 * MB, tooLargeMessage: Messages.imageTooLarge },
} as const satisfies Record<
  UploadPurpose,
  { field: string; kinds: readonly ('image' | 'video')[]; maxBytes: number; tooLargeMessage: string }
>;
