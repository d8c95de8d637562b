export { multipartForm, PNG_1X1 } from '@clipwerk/kit/testing';

/** A tiny MP4: its `ftyp` box is what makes it one; the rest is numbered bytes, so ranges can be checked. */
export function tinyMp4(length = 4096): Buffer {
  const ftyp = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
  const rest = Buffer.from(Array.from({ length: length - ftyp.length }, (_, index) => index % 251));
  return Buffer.concat([ftyp, rest]);
}

/** A real 1×1 baseline JPEG, as a browser's canvas exports one in miniature. */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
