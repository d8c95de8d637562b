// s3rver on a free port with a fresh directory, plus the multipart calls it lacks that resumable (tus) uploads
// and large putObject calls need: listing uploads, listing an upload's parts and aborting an upload, answered from
// s3rver's own files. Tests and benchmarks.
const { mkdtemp, readFile, readdir, rm, stat } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

const s3Error = (code, message) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** The multipart uploads under way in a bucket whose key starts with `prefix` (clients look for one to resume). */
async function listUploads(server, context, bucket) {
  const prefix = context.query.prefix ?? '';
  const uploadsDir = server.store.getResourcePath(bucket, undefined, 'uploads');
  const ids = await readdir(uploadsDir).catch(() => []);
  const uploads = [];
  for (const id of ids) {
    const key = await readFile(path.join(uploadsDir, id, 'key'), 'utf8').catch(() => null);
    if (key !== null && key.startsWith(prefix)) {
      const { birthtime } = await stat(path.join(uploadsDir, id));
      uploads.push(
        `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>${birthtime.toISOString()}</Initiated></Upload>`,
      );
    }
  }
  context.status = 200;
  context.type = 'application/xml';
  context.body =
    `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<Bucket>${bucket}</Bucket><Prefix>${prefix}</Prefix><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
}

/**
 * Answers ListMultipartUploads (GET /bucket?uploads), ListParts (GET ?uploadId) and AbortMultipartUpload
 * (DELETE ?uploadId); everything else goes to s3rver.
 */
function multipartCompletion(server) {
  return async (context, next) => {
    const [, bucketOfList, ...rest] = context.path.split('/');
    if (context.method === 'GET' && 'uploads' in context.query && rest.filter(Boolean).length === 0) {
      return listUploads(server, context, bucketOfList);
    }
    const uploadId = context.query.uploadId;
    if (!uploadId || !['GET', 'DELETE'].includes(context.method) || !/^[a-f0-9]+$/.test(uploadId)) return next();
    const [, bucket, ...keyParts] = context.path.split('/');
    const uploadDir = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (!(await stat(uploadDir).catch(() => null))) {
      context.status = 404;
      context.type = 'application/xml';
      context.body = s3Error('NoSuchUpload', 'The specified upload does not exist.');
      return;
    }
    if (context.method === 'DELETE') {
      await rm(uploadDir, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    const numbers = (await readdir(uploadDir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = await stat(path.join(uploadDir, String(number)));
        const md5 = await readFile(path.join(uploadDir, `${number}.md5`), 'utf8');
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${file.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${file.size}</Size></Part>`;
      }),
    );
    context.status = 200;
    context.type = 'application/xml';
    context.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${bucket}</Bucket><Key>${decodeURIComponent(keyParts.join('/'))}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

/** Starts the server; `env` is the platform configuration pointing at it (STORAGE_DRIVER=s3 and the S3_* values). */
async function startS3Server({ bucket = 'clipwerk', directory } = {}) {
  const S3rver = require('s3rver');
  const ownDirectory = !directory;
  const root = directory ?? (await mkdtemp(path.join(os.tmpdir(), 'clipwerk-s3-')));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: root });
  server.middleware.unshift(multipartCompletion(server));
  const { port } = await server.run();
  // s3rver accepts its fixed test credentials.
  const connection = { endPoint: '127.0.0.1', port, accessKey: 'S3RVER', secretKey: 'S3RVER' };
  return {
    ...connection,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: connection.endPoint,
      S3_PORT: String(port),
      S3_ACCESS_KEY: connection.accessKey,
      S3_SECRET_KEY: connection.secretKey,
      S3_BUCKET: bucket,
    },
    async close() {
      await server.close();
      if (ownDirectory) await rm(root, { recursive: true, force: true });
    },
  };
}

module.exports = { startS3Server };
