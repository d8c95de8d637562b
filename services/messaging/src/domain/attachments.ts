import { Messages } from './messages';

const MB = 1024 * 1024;

/**
 * A chat attachment: a photo or a short video clip, up to 25 MB, judged by its bytes. Larger work goes through the
 * workspace's deliverables, which have versions and reviews.
 */
export const ATTACHMENT_RULE = {
  field: 'file',
  kinds: ['image', 'video'] as Array<'image' | 'video'>,
  maxBytes: 25 * MB,
  tooLargeMessage: Messages.attachmentTooLarge,
};

/** An attachment is shown inline when it is a picture; anything else is offered as a download. */
export const isInlineImage = (mimeType: string) => mimeType.startsWith('image/');
