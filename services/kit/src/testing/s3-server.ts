/** A running S3 test server (infra/testing/s3-server.js): its connection, and the same as platform configuration. */
export interface TestS3Server {
  endPoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  /** `STORAGE_DRIVER=s3` and the S3_* values pointing at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver on a free port with a fresh directory, completed with the multipart calls resumable uploads need
 * (listing an upload's parts, aborting an upload).
 */
export function startTestS3Server(bucket = 'clipwerk'): Promise<TestS3Server> {
  // Loaded here: s3rver is a development dependency, and the helpers are imported by every test.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const helper = require('../../../../infra/testing/s3-server.js') as {
    startS3Server(options: { bucket: string }): Promise<TestS3Server>;
  };
  return helper.startS3Server({ bucket });
}
