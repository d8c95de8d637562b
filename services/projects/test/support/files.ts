/** A multipart/form-data body as a browser's FormData sends it: fields, then (optionally) one file part. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; content: Buffer },
) {
  const boundary = `----clipwerk${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny MP4: its `ftyp` box is what makes it one; the rest is numbered bytes, so ranges can be checked. */
export function tinyMp4(length = 4096): Buffer {
  const ftyp = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
  const rest = Buffer.from(Array.from({ length: length - ftyp.length }, (_, index) => index % 251));
  return Buffer.concat([ftyp, rest]);
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 1×1 baseline JPEG, as a browser's canvas exports one in miniature. */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
